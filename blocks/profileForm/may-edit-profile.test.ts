import { describe, expect, it } from 'vitest';
import { mayEditProfile, profileChanges } from './may-edit-profile.ts';

describe('mayEditProfile', () => {
  const grace = { accountId: 2, profileAccountId: 1 };
  it('the owner may, in or out of edit mode', () => {
    expect(mayEditProfile({ accountId: 1, profileAccountId: 1, editMode: false, mayUpdateProfiles: false })).toBe(true);
  });
  it('someone else only in edit mode and with the update permission on profiles', () => {
    expect(mayEditProfile({ ...grace, editMode: false, mayUpdateProfiles: false })).toBe(false);
    expect(mayEditProfile({ ...grace, editMode: true, mayUpdateProfiles: false })).toBe(false);
    expect(mayEditProfile({ ...grace, editMode: false, mayUpdateProfiles: true })).toBe(false);
    expect(mayEditProfile({ ...grace, editMode: true, mayUpdateProfiles: true })).toBe(true);
  });
});

describe('profileChanges', () => {
  it('drops undefined and null, keeps empty texts, false and empty lists', () => {
    expect(profileChanges({ a: undefined, b: null, c: '', d: false, e: [], f: 'x' })).toEqual({ c: '', d: false, e: [], f: 'x' });
  });
});
