// Fills dynamic and system lists from their rules (data spec §3, §5): whoever the rule lets in
// is an accepted member, nobody else is. Run when such a list's rule changes, when the site is
// imported, and when an account's profile, role or memberships change (watch-rule-lists.ts).
import { evaluateRuleTree, type MembershipState, type RuleTree } from '@tessera/schemas';
import { writeSite, type Change, type OperationContext, type Trx } from '../context.ts';
import { fillOrder, listIdsNamedBy } from './rule-lists.ts';

/** Whose memberships to work out: some accounts (all when left out), in some lists (all rule-filled ones when left out). */
export interface RefreshScope {
  accountIds?: readonly number[];
  listIds?: readonly number[];
}

interface Held {
  id: number;
  userListId: number;
  state: MembershipState;
}

/**
 * Brings the memberships of rule-filled lists in line with their rules, in one transaction, and
 * announces only what changed (so a refresh that follows its own announcement ends there).
 * Lists whose rules name other rule-filled lists are filled after those.
 */
export async function refreshRuleLists(ctx: OperationContext, scope: RefreshScope = {}): Promise<void> {
  await writeSite<Change[]>(ctx, (changed) => changed, async (trx) => {
    const lists = await trx.selectFrom('userLists').select(['id', 'rule'])
      .where((eb) => eb.or([eb('dynamic', '=', true), eb('system', '=', true)]))
      .execute();
    if (lists.length === 0) return [];
    const rules = new Map(lists.map((list) => [list.id, list.rule]));
    const wanted = scope.listIds ? new Set(scope.listIds) : null;
    const order = fillOrder(new Map(lists.map((list) => [list.id, listIdsNamedBy(list.rule)]))).filter((id) => !wanted || wanted.has(id));
    const accounts = await readAccounts(trx, scope.accountIds);
    const changedLists = new Set<number>();
    const changedAccounts = new Set<number>();
    for (const listId of order) {
      for (const account of accounts) {
        const change = await fill(trx, listId, rules.get(listId) ?? null, account);
        if (change) {
          changedLists.add(listId);
          changedAccounts.add(account.user.accountId);
        }
      }
    }
    return [
      ...(changedLists.size > 0 ? [{ scope: 'userLists' as const, listIds: [...changedLists] }] : []),
      ...[...changedAccounts].map((accountId) => ({ scope: 'account' as const, accountId })),
      // The lists' admin flags give their members grants.
      ...[...changedAccounts].map((accountId) => ({ scope: 'permissions' as const, accountId })),
    ];
  });
}

interface RuleAccount {
  user: { accountId: number; email: string; isAdmin: boolean; isElevated: boolean };
  profile: Record<string, unknown>;
  memberships: Held[];
}

async function readAccounts(trx: Trx, accountIds: readonly number[] | undefined): Promise<RuleAccount[]> {
  if (accountIds?.length === 0) return [];
  let query = trx.selectFrom('accounts as a').innerJoin('profiles as p', 'p.accountId', 'a.id')
    .select(['a.id', 'a.email', 'a.isAdmin', 'a.isElevated', 'p.data']);
  if (accountIds) query = query.where('a.id', 'in', accountIds);
  const rows = await query.orderBy('a.id').execute();
  if (rows.length === 0) return [];
  let held = trx.selectFrom('listMemberships').select(['id', 'userListId', 'accountId', 'state']);
  if (accountIds) held = held.where('accountId', 'in', accountIds);
  const memberships = await held.execute();
  return rows.map((row) => ({
    user: { accountId: row.id, email: row.email, isAdmin: row.isAdmin, isElevated: row.isElevated },
    profile: row.data.profile as Record<string, unknown>,
    memberships: memberships.filter((m) => m.accountId === row.id).map(({ id, userListId, state }) => ({ id, userListId, state })),
  }));
}

/** Makes `account`'s membership of the list match its rule (no rule: nobody); true when it changed. */
async function fill(trx: Trx, listId: number, rule: RuleTree | null, account: RuleAccount): Promise<boolean> {
  const others = account.memberships.filter((m) => m.userListId !== listId);
  const belongs = rule !== null && evaluateRuleTree(rule, { user: account.user, profile: account.profile, listMemberships: others });
  const held = account.memberships.find((m) => m.userListId === listId);
  if (belongs && held?.state === 'accepted') return false;
  if (!belongs && !held) return false;
  if (!belongs && held) {
    await trx.deleteFrom('listMemberships').where('id', '=', held.id).execute();
    account.memberships = others;
  } else if (held) {
    await trx.updateTable('listMemberships').set((eb) => ({ state: 'accepted', revision: eb('revision', '+', 1), updatedAt: new Date() })).where('id', '=', held.id).execute();
    held.state = 'accepted';
  } else {
    const row = await trx.insertInto('listMemberships').values({ userListId: listId, accountId: account.user.accountId, state: 'accepted' }).returning('id').executeTakeFirstOrThrow();
    account.memberships = [...account.memberships, { id: row.id, userListId: listId, state: 'accepted' }];
  }
  return true;
}
