import { describe, expect, it } from 'vitest';
import { can } from './can.ts';
import { itemGrant, pageTarget } from './item-grants.ts';
import { grantsOf, permissionSetOf, type GrantedAccount } from './role-grants.ts';

const member: GrantedAccount = { accountId: 7, isAdmin: false, isElevated: false };
const editor: GrantedAccount = { accountId: 8, isAdmin: false, isElevated: true };
const holder = (account: GrantedAccount) => ({ isAdmin: account.isAdmin, permissions: grantsOf(account) });

describe('role grants', () => {
  it('let editors turn on edit mode, but change only the items their grants name', () => {
    expect(can(holder(editor), 'manageEditMode', 'items.pages')).toBe(true);
    expect(can(holder(editor), 'manageSettings', 'items.pages', pageTarget(3, 1))).toBe(false);
    expect(can(holder(editor), 'manageSettings', 'settings')).toBe(false);
    const learnEditor = { ...editor, itemGrants: [itemGrant({ kind: 'module', id: 1 }, { action: 'manageSettings', subject: 'items.pages' })] };
    expect(can(holder(learnEditor), 'manageSettings', 'items.pages', pageTarget(3, 1))).toBe(true);
    expect(can(holder(learnEditor), 'manageSettings', 'items.pages', pageTarget(4, 2))).toBe(false);
  });

  it("let members act on their own records only", () => {
    expect(can(holder(member), 'update', 'profiles', { record: { accountId: 7 } })).toBe(true);
    expect(can(holder(member), 'update', 'profiles', { record: { accountId: 8 } })).toBe(false);
    expect(can(holder(member), 'manageEditMode', 'items.pages')).toBe(false);
  });

  it('tell the runtime the administration actions held, nothing for members', () => {
    expect(permissionSetOf(grantsOf(member)).visiblePermissions).toEqual([]);
    expect(permissionSetOf(grantsOf(editor)).visiblePermissions).toEqual(['manageEditMode', 'manageTextEdit']);
    expect(permissionSetOf(grantsOf({ ...member, isAdmin: true })).visiblePermissions).toEqual(['manage']);
  });

  it('add the grants list admin flags give', () => {
    const listAdmin = { ...member, listGrants: [{ action: 'accessUserData', subject: 'userLists', subjectId: 3 }] };
    expect(can(holder(listAdmin), 'accessUserData', 'userLists', { subjectId: 3 })).toBe(true);
  });
});
