import { describe, expect, it } from 'vitest';
import type { Field } from '@tessera/schemas';
import { formStorage } from './form-storage.ts';

const profile = (id: number, key: string): Field => ({ id, type: 'text', schema: { key, type: 'string', source: 'profile' } });

describe('formStorage', () => {
  it('profile when every value field is a profile field; headings do not count', () => {
    expect(formStorage({ fields: [profile(1, 'jobTitle'), { id: 2, type: 'heading', name: 'About' }] })).toBe('profile');
    expect(formStorage({ fields: [{ id: 3, type: 'toggle', key: 'news', source: 'profile' }] })).toBe('profile');
  });

  it('none when one value field stores elsewhere, or has no source, or there is no value field', () => {
    expect(formStorage({ fields: [profile(1, 'jobTitle'), { id: 2, type: 'text', key: 'title', source: 'entity' }] })).toBe('none');
    expect(formStorage({ fields: [{ id: 2, type: 'text', key: 'note' }] })).toBe('none');
    expect(formStorage({ fields: [{ id: 2, type: 'heading', name: 'About' }] })).toBe('none');
  });

  it("looks into a group's fields", () => {
    const library = new Map<number, Field>([[1, profile(1, 'a')], [2, { id: 2, type: 'text', key: 'b', source: 'application' }]]);
    expect(formStorage({ fields: [{ id: 9, type: 'group', key: 'g', childIds: [1] }], library })).toBe('profile');
    expect(formStorage({ fields: [{ id: 9, type: 'group', key: 'g', childIds: [1, 2] }], library })).toBe('none');
  });
});
