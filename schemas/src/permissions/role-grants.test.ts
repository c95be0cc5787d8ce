import { describe, expect, it } from 'vitest';
import { can } from './can.ts';
import { grantsOf, permissionSetOf, type GrantedAccount } from './role-grants.ts';

const member: GrantedAccount = { accountId: 7, isAdmin: false, isElevated: false };
const editor: GrantedAccount = { accountId: 8, isAdmin: false, isElevated: true };
const holder = (account: GrantedAccount) => ({ isAdmin: account.isAdmin, permissions: grantsOf(account) });

describe('role grants', () => {
  it('let editors edit items in place but not change the site settings', () => {
    expect(can(holder(editor), 'manageEditMode', 'items.pages')).toBe(true);
    expect(can(holder(editor), 'manageSettings', 'items.pages', { subjectId: 3 })).toBe(true);
    expect(can(holder(editor), 'manageSettings', 'items.blocks.heading')).toBe(true);
    expect(can(holder(editor), 'manageSettings', 'settings')).toBe(false);
  });

  it("let members act on their own records only", () => {
    expect(can(holder(member), 'update', 'profiles', { record: { accountId: 7 } })).toBe(true);
    expect(can(holder(member), 'update', 'profiles', { record: { accountId: 8 } })).toBe(false);
    expect(can(holder(member), 'manageEditMode', 'items.pages')).toBe(false);
  });

  it('tell the runtime the administration actions held, nothing for members', () => {
    expect(permissionSetOf(member).visiblePermissions).toEqual([]);
    expect(permissionSetOf(editor).visiblePermissions).toEqual(['manageEditMode', 'manageTextEdit', 'manageSettings', 'manageVisibility']);
    expect(permissionSetOf({ ...member, isAdmin: true }).visiblePermissions).toEqual(['manage']);
  });

  it('add the grants list admin flags give', () => {
    const listAdmin = { ...member, listGrants: [{ action: 'accessUserData', subject: 'userLists', subjectId: 3 }] };
    expect(can(holder(listAdmin), 'accessUserData', 'userLists', { subjectId: 3 })).toBe(true);
  });
});
