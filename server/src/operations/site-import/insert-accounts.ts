// Creates a site's seed accounts with their profiles.
import type { Profile, SiteAccount } from '@tessera/schemas';
import { hashPassword } from '../../auth/passwords.ts';
import type { Trx } from '../context.ts';

export interface PreparedAccount {
  account: SiteAccount;
  passwordHash: string;
}

/** Hashes the passwords up front (scrypt is slow on purpose), so the transaction stays short. */
export function prepareAccounts(accounts: readonly SiteAccount[]): Promise<PreparedAccount[]> {
  return Promise.all(accounts.map(async (account) => ({ account, passwordHash: await hashPassword(account.password) })));
}

export async function insertAccounts(trx: Trx, prepared: readonly PreparedAccount[]): Promise<void> {
  for (const { account, passwordHash } of prepared) {
    const { id } = await trx.insertInto('accounts')
      .values({
        email: account.email.toLowerCase(), passwordHash,
        isAdmin: account.role === 'admin', isElevated: account.role === 'elevated',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const data: Profile['data'] = {
      profile: { ...account.profile, firstName: account.firstName, lastName: account.lastName },
      meta: account.language ? { language: account.language } : {},
    };
    await trx.insertInto('profiles').values({ accountId: id, data: JSON.stringify(data) }).execute();
  }
}
