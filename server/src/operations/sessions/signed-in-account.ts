// Loads who a token speaks for: session, account, profile, list memberships and item grants in one query.
import { grantsOf, listGrants, type ListMembership, type Permission, type Profile, type User, type ViewingAs } from '@tessera/schemas';
import type { TokenClaims } from '../../auth/tokens.ts';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../actor.ts';
import { grantsOfStored, itemGrantsOf } from '../item-permissions/item-grant-rows.ts';
import { listFlagsOf } from '../lists/list-flags-of.ts';
import { acceptedListIds, membershipsOf } from '../lists/membership-queries.ts';
import { profileOf } from '../profiles/profile-of.ts';
import { graceLeftMs, tokenStanding, type TokenStanding } from './token-standing.ts';
import { mayViewAs, viewingAsAccount } from './view-as.ts';

/** A signed-in account: whom a token speaks for, and the actor of the operations it asks for. */
export interface SignedInAccount extends Actor {
  accountId: number;
  email: string;
  isElevated: boolean;
  sessionId: string;
  profile: Profile;
  /** Every list membership, in every state (visibility rules read them). */
  listMemberships: ListMembership[];
  /** The account's grants (see grantsOf), worked out once when it signs in. */
  permissions: Permission[];
  /**
   * Set while the session views the site as a member of these lists (admin view-as): everything
   * above is then that member's, not the account's own (see view-as.ts).
   */
  viewingAs: ViewingAs | null;
}

/** Who a token signs in, and whether its generation still works (see token-standing.ts). */
export interface TokenSession {
  account: SignedInAccount;
  standing: TokenStanding;
}

/**
 * The account behind a token's live session, or null when the session is unknown, revoked or
 * someone else's; `graceMs` is how long a rotated-out generation keeps working.
 */
export async function loadSignedInAccount(db: Db, { sessionId, accountId, generation }: TokenClaims, graceMs: number): Promise<TokenSession | null> {
  const row = await db.selectFrom('deviceSessions as s')
    .innerJoin('accounts as a', 'a.id', 's.accountId')
    .innerJoin('profiles as p', 'p.accountId', 'a.id')
    .select(['a.id', 'a.email', 'a.isAdmin', 'a.isElevated', 'p.data', 's.tokenGeneration', 's.viewAsListIds', graceLeftMs('s.rotatedAt', graceMs).as('graceLeftMs')])
    .select(membershipsOf('a.id').as('listMemberships'))
    .select(itemGrantsOf('a.id').as('itemGrants'))
    .select(listFlagsOf('a.id').as('listFlags'))
    .where('s.id', '=', sessionId)
    .where('s.accountId', '=', accountId)
    .where('s.revokedAt', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const { id, email, isElevated, listMemberships } = row;
  // A list flagged isAdmin makes its accepted members administrators (data spec §6).
  const isAdmin = row.isAdmin || row.listFlags.some((list) => list.isAdmin);
  const account: SignedInAccount = {
    accountId: id, email, isAdmin, isElevated, sessionId, listMemberships,
    profile: profileOf(id, row.data, acceptedListIds(listMemberships)),
    permissions: grantsOf({ accountId: id, isAdmin, isElevated, listGrants: listGrants(row.listFlags), itemGrants: grantsOfStored(row.itemGrants) }),
    viewingAs: null,
  };
  // A session viewing as lists speaks for a member of them, while its account may still do so.
  const viewing = row.viewAsListIds !== null && mayViewAs(account) ? await viewingAsAccount(db, account, row.viewAsListIds) : account;
  return { account: viewing, standing: tokenStanding(generation, row.tokenGeneration, row.graceLeftMs) };
}

/** The signed-in account as the API's User (GET /user, /init's user). */
export function userOf({ accountId, email, isAdmin, isElevated, profile, listMemberships }: SignedInAccount): User {
  return { accountId, email, isAdmin, isElevated, profile, listMemberships };
}
