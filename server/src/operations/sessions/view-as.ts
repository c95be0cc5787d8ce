// Admin view-as (data spec §4, §7; shell spec §6): a device session of someone allowed
// `allowViewAs` speaks, until reset, for a member of exactly the chosen lists. The choice is kept
// on the session row, so it survives reloads and ends with the session; the signed-in account
// built from it (viewingAsAccount) is what every route, socket and page read sees, so nothing
// needs a second path for it (docs/decisions/0041-view-as.md).
import { can, grantsOf, heldGrants, listGrants, type ListMembership, type ViewAs, type ViewingAs } from '@tessera/schemas';
import type { Db } from '../../db/database.ts';
import { appError } from '../../errors.ts';
import { itemGrantsOfLists } from '../item-permissions/item-grant-rows.ts';
import { profileOf } from '../profiles/profile-of.ts';
import { writeSite, type OperationContext } from '../context.ts';
import type { SignedInAccount } from './signed-in-account.ts';

const NOT_ALLOWED = 'Only administrators may view the site as a member of other lists.';

/** `ids` as ViewAs's list (at least one), or null when empty. */
const nonEmpty = ([first, ...rest]: readonly number[]): ViewAs['listIds'] | null => (first === undefined ? null : [first, ...rest]);

/** Whether `account` (as signed in, not as viewed) may view the site as others. */
export const mayViewAs = (account: SignedInAccount): boolean => account.viewingAs === null && can(account, 'allowViewAs', 'userLists');

/**
 * The account `real` speaks for while viewing as a member of `listIds`: itself (its own profile,
 * email and session), but neither admin nor elevated, accepted into those lists only and holding
 * only what a member of them holds (the lists' admin flags and the grants kept on items for them)
 * and `real` holds too: someone allowed view-as through a list, not an admin, gains nothing by
 * viewing as a list with more rights than theirs. Lists deleted since are left out; when none is
 * left, the session is its own account again.
 */
export async function viewingAsAccount(db: Db, real: SignedInAccount, listIds: readonly number[]): Promise<SignedInAccount> {
  const lists = listIds.length === 0 ? [] : await db.selectFrom('userLists')
    .select(['id', 'label', 'isAdmin', 'allowPermissions', 'permissions']).where('id', 'in', listIds).orderBy('id').execute();
  const ids = nonEmpty(lists.map((list) => list.id));
  if (!ids) return real;
  // An admin list makes its members admins, which only an admin may be shown as; the others' grants are filtered below.
  const flags = listGrants(real.isAdmin ? lists : lists.filter((list) => !list.isAdmin));
  const itemGrants = await itemGrantsOfLists(db, ids);
  const isAdmin = real.isAdmin && lists.some((list) => list.isAdmin);
  // Not stored memberships: the account's own where it has one, else a stand-in named by the list (negative id).
  const listMemberships: ListMembership[] = ids.map((userListId) => ({
    id: real.listMemberships.find((m) => m.userListId === userListId)?.id ?? -userListId, userListId, state: 'accepted', hidden: false,
  }));
  return {
    ...real, isAdmin, isElevated: false, listMemberships,
    profile: profileOf(real.accountId, real.profile.data, ids),
    permissions: heldGrants(real, grantsOf({ accountId: real.accountId, isAdmin, isElevated: false, listGrants: flags, itemGrants })),
    viewingAs: { listIds: ids, labels: lists.map((list) => list.label) },
  };
}

/** Keeps `listIds` (or null: none) on the session and announces it, so its cached sign-ins and sockets start over. */
async function storeViewAs(ctx: OperationContext, account: SignedInAccount, listIds: number[] | null): Promise<void> {
  await writeSite(ctx, [{ scope: 'session', sessionId: account.sessionId }], (trx) => trx.updateTable('deviceSessions')
    .set({ viewAsListIds: listIds === null ? null : JSON.stringify(listIds) })
    .where('id', '=', account.sessionId).where('accountId', '=', account.accountId)
    .execute());
}

/**
 * POST admin/viewAs: from now on the session sees the site as a member of exactly `listIds`
 * (at least one, each an existing list). Only for those the evaluator allows `allowViewAs`, and
 * not while already viewing as someone (that identity is a member's: reset first).
 */
export async function setViewAs(ctx: OperationContext, account: SignedInAccount, listIds: readonly number[]): Promise<ViewingAs> {
  if (!mayViewAs(account)) throw appError('NOT_ALLOWED', NOT_ALLOWED);
  const wanted = nonEmpty([...new Set(listIds)].sort((a, b) => a - b));
  if (!wanted) throw appError('BAD_REQUEST', 'Choose at least one list to view the site as.');
  const found = await ctx.db.selectFrom('userLists').select('label').where('id', 'in', wanted).orderBy('id').execute();
  if (found.length !== wanted.length) throw appError('USER_LIST_NOT_FOUND');
  await storeViewAs(ctx, account, wanted);
  return { listIds: wanted, labels: found.map((list) => list.label) };
}

/** POST admin/reset: the session is its own account again. Refused to those neither viewing as nor allowed to. */
export async function resetViewAs(ctx: OperationContext, account: SignedInAccount): Promise<void> {
  if (account.viewingAs === null && !mayViewAs(account)) throw appError('NOT_ALLOWED', NOT_ALLOWED);
  await storeViewAs(ctx, account, null);
}
