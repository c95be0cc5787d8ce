// Creates a site's seed accounts with their profiles and list memberships.
import type { Profile, SiteAccount } from '@tessera/schemas';
import { hashPassword } from '../../auth/passwords.ts';
import { createAccount } from '../accounts/create-account.ts';
import { SYSTEM_ACTOR } from '../actor.ts';
import type { OperationContext } from '../context.ts';
import { addListMembership } from '../lists/add-list-membership.ts';
import { fileIdOf, type FileIds } from './file-references.ts';

export interface PreparedAccount {
  account: SiteAccount;
  passwordHash: string;
}

/** Hashes the passwords up front (scrypt is slow on purpose), so the transaction stays short. */
export function prepareAccounts(accounts: readonly SiteAccount[]): Promise<PreparedAccount[]> {
  return Promise.all(accounts.map(async (account) => ({ account, passwordHash: await hashPassword(account.password) })));
}

/**
 * Creates each account (its avatar one of the site's images, by path), then its memberships of
 * the lists it names by key; returns email → account id.
 */
export async function importAccounts(tx: OperationContext, prepared: readonly PreparedAccount[], listIds: ReadonlyMap<string, number>, fileIds: FileIds): Promise<Map<string, number>> {
  const accountIds = new Map<string, number>();
  for (const { account, passwordHash } of prepared) {
    const data: Profile['data'] = {
      profile: {
        ...account.profile, firstName: account.firstName, lastName: account.lastName,
        ...(account.avatar === undefined ? {} : { avatarFileId: fileIdOf(account.avatar, fileIds) }),
      },
      meta: account.language ? { language: account.language } : {},
    };
    const { accountId } = await createAccount(tx, SYSTEM_ACTOR, { email: account.email, passwordHash, role: account.role, data });
    accountIds.set(account.email, accountId);
    for (const { list, state = 'accepted', hidden } of account.memberships ?? []) {
      const userListId = listIds.get(list);
      // The loader has checked every membership names a list of site.json.
      if (userListId === undefined) throw new Error(`The user list ${list} was not imported`);
      await addListMembership(tx, SYSTEM_ACTOR, { userListId, accountId, state, hidden });
    }
  }
  return accountIds;
}
