import type { ListPermission, Permission } from '../generated/model.ts';

/** The per-list admin flags of one list that accepted an account (data spec §3, §6). */
export interface ListAdminFlags {
  isAdmin: boolean;
  allowPermissions: boolean;
  permissions: readonly ListPermission[];
}

/**
 * What an account holds through the lists that accepted it: everything when one of them is an
 * admin list; the individual permissions of each list that allows them, on every subject.
 * Feeds GrantedAccount.listGrants.
 */
export function listGrants(lists: readonly ListAdminFlags[]): Permission[] {
  if (lists.some((list) => list.isAdmin)) return [{ action: 'manage', subject: 'all' }];
  const actions = new Set(lists.flatMap((list) => (list.allowPermissions ? list.permissions : [])));
  return [...actions].map((action) => ({ action, subject: 'all' }));
}
