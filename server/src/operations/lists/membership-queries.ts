// Sub-queries reading an account's list memberships alongside its account or profile row.
import type { ListMembership } from '@tessera/schemas';
import { sql, type RawBuilder } from 'kysely';

/** Every membership of the account `accountIdColumn` names, in every state, oldest first. */
export function membershipsOf(accountIdColumn: string): RawBuilder<ListMembership[]> {
  return sql<ListMembership[]>`(select coalesce(jsonb_agg(jsonb_build_object(
      'id', m.id, 'userListId', m.user_list_id, 'state', m.state, 'hidden', m.hidden) order by m.id), '[]'::jsonb)
    from list_memberships m where m.account_id = ${sql.ref(accountIdColumn)})`;
}

/**
 * The lists the account `accountIdColumn` names has been accepted into, as others may see them:
 * hidden memberships are left out (data spec §6).
 */
export function shownAcceptedListIdsOf(accountIdColumn: string): RawBuilder<number[]> {
  return sql<number[]>`(select coalesce(jsonb_agg(m.user_list_id order by m.user_list_id), '[]'::jsonb)
    from list_memberships m where m.account_id = ${sql.ref(accountIdColumn)} and m.state = 'accepted' and not m.hidden)`;
}

/** The ids of the lists among `memberships` that accepted the account. */
export const acceptedListIds = (memberships: readonly ListMembership[]): number[] =>
  memberships.filter((m) => m.state === 'accepted').map((m) => m.userListId);
