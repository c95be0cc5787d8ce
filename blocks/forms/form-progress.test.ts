import { describe, expect, it } from 'vitest';
import { compileForm, type Field } from '@tessera/schemas';
import { formProgress } from './form-progress.ts';

const fields: Field[] = [
  { id: 1, key: 'first', type: 'text' },
  { id: 2, key: 'email', type: 'email' },
  { id: 3, key: 'age', type: 'number' },
  { id: 4, key: 'interests', type: 'checkbox', options: [{ value: 'a' }, { value: 'b' }] },
  { id: 5, key: 'news', type: 'toggle' },
  { id: 6, key: 'intro', type: 'heading', name: 'About you' },
  { id: 7, key: 'born', type: 'date' },
];
const { fields: compiled } = compileForm({ fields });

describe('formProgress', () => {
  it('counts filled text, email, number and checkbox fields, always counts toggles and headings, leaves dates out', () => {
    expect(formProgress(compiled, {})).toEqual({ done: 2, total: 6, percent: 33 });
    expect(formProgress(compiled, { first: 'Ada', email: '', age: 0, interests: [], born: '1815-12-10' })).toEqual({ done: 4, total: 6, percent: 67 });
    expect(formProgress(compiled, { first: 'Ada', email: 'a@b.co', age: 36, interests: ['a'] })).toEqual({ done: 6, total: 6, percent: 100 });
  });

  it('a form with nothing to count is complete', () => {
    expect(formProgress(compileForm({ fields: [{ id: 1, key: 'born', type: 'date' }] }).fields, {}).percent).toBe(100);
  });
});
