import { describe, expect, it } from 'vitest';
import type { Field } from '../generated/model.ts';
import { compileForm } from './compile-form.ts';
import { submitValues } from './submit-values.ts';

const library = new Map<number, Field>([
  [10, { id: 10, key: 'role', type: 'text' }],
  [11, { id: 11, key: 'current', type: 'toggle' }],
  [12, { id: 12, key: 'city', type: 'text' }],
]);
const form = compileForm({ library, fields: [
  { key: 'intro', name: 'Intro', type: 'heading' },
  { key: 'name', type: 'text' },
  { key: 'age', type: 'number' },
  { key: 'topics', type: 'checkbox', options: [{ value: 'a' }, { value: 'b' }], defaultOption: ['a'] },
  { key: 'agree', type: 'checkbox' },
  { key: 'newsletter', type: 'toggle' },
  { key: 'avatar', type: 'imageUploader' },
  { key: 'where', type: 'geoLocation' },
  { key: 'address', type: 'group', childIds: [12] },
  { key: 'jobs', type: 'repeater', childIds: [10, 11] },
] });

describe('submitValues', () => {
  it('sends every field at its empty default when nothing is filled in', () => {
    expect(submitValues(form, {})).toEqual({
      name: '', age: '', topics: ['a'], agree: false, newsletter: false, avatar: null, address: { city: '' }, jobs: [],
    });
  });

  it('drops deleted and blank repeater rows, and their meta', () => {
    const jobs = [{ role: 'Chair', current: true }, { role: '', current: false }, { role: 'Treasurer', meta: { deleted: true } }, { role: 'Clerk', meta: { deleted: false } }];
    expect(submitValues(form, { jobs }).jobs).toEqual([{ role: 'Chair', current: true }, { role: 'Clerk', current: false }]);
  });

  it('leaves geoLocation out and sends numbers as integers', () => {
    const sent = submitValues(form, { where: { lat: 51.5, lng: -0.12 }, age: 36.9 });
    expect(sent).not.toHaveProperty('where');
    expect(sent.age).toBe(36);
  });

  it('keeps what is filled in', () => {
    expect(submitValues(form, { name: 'Ada', topics: ['b'], agree: true })).toMatchObject({ name: 'Ada', topics: ['b'], agree: true });
  });
});
