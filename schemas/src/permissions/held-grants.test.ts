import { describe, expect, it } from 'vitest';
import type { Permission } from '../generated/model.ts';
import { heldGrants, holdsGrant } from './held-grants.ts';

const holder = (permissions: Permission[], isAdmin = false) => ({ isAdmin, permissions });

describe('holdsGrant', () => {
  it('lets admins hold everything', () => {
    expect(holdsGrant(holder([], true), { action: 'manage', subject: 'all' })).toBe(true);
  });

  it('holds a grant covered by a wider or equal one', () => {
    const editor = holder([{ action: 'manageSettings', subject: 'items' }, { action: 'update', subject: 'items.blocks', within: { kind: 'page', id: 4 } }]);
    expect(holdsGrant(editor, { action: 'manageSettings', subject: 'items.pages', subjectId: 3 })).toBe(true);
    expect(holdsGrant(editor, { action: 'update', subject: 'items.blocks', within: { kind: 'page', id: 4 } })).toBe(true);
  });

  it('does not hold a wider grant, another action, another container, or one without the conditions it is held under', () => {
    const member = holder([{ action: 'manageSettings', subject: 'items.pages', subjectId: 3 }, { action: 'update', subject: 'profiles', conditions: { accountId: 5 } },
      { action: 'update', subject: 'items.blocks', within: { kind: 'page', id: 4 } }]);
    expect(holdsGrant(member, { action: 'manageSettings', subject: 'items.pages' })).toBe(false);
    expect(holdsGrant(member, { action: 'manage', subject: 'all' })).toBe(false);
    expect(holdsGrant(member, { action: 'delete', subject: 'items.pages', subjectId: 3 })).toBe(false);
    expect(holdsGrant(member, { action: 'update', subject: 'items.blocks', within: { kind: 'page', id: 9 } })).toBe(false);
    expect(holdsGrant(member, { action: 'update', subject: 'items.blocks' })).toBe(false);
    expect(holdsGrant(member, { action: 'update', subject: 'profiles' })).toBe(false);
    expect(holdsGrant(member, { action: 'update', subject: 'profiles', conditions: { accountId: 5 } })).toBe(true);
    expect(holdsGrant(member, { action: 'update', subject: 'profiles', conditions: { accountId: 6 } })).toBe(false);
  });
});

describe('heldGrants', () => {
  it('keeps only what the holder holds', () => {
    const lister = holder([{ action: 'allowViewAs', subject: 'all' }, { action: 'accessUsersLists', subject: 'all' }]);
    expect(heldGrants(lister, [{ action: 'manage', subject: 'all' }, { action: 'accessUsersLists', subject: 'all' }, { action: 'accessUserData', subject: 'all' }]))
      .toEqual([{ action: 'accessUsersLists', subject: 'all' }]);
  });
});
