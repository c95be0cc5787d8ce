// Checks an email and password against the accounts.
import { UNKNOWN_ACCOUNT_HASH, verifyPassword } from '../../auth/passwords.ts';
import type { Db } from '../../db/database.ts';

/** An email address as accounts store it (and as sign-in attempts are counted by). */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** The account id when email and password match, else null. Takes as long either way. */
export async function checkCredentials(db: Db, email: string, password: string): Promise<number | null> {
  const account = await db.selectFrom('accounts').select(['id', 'passwordHash'])
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  const matches = await verifyPassword(password, account?.passwordHash ?? UNKNOWN_ACCOUNT_HASH);
  return account && matches ? account.id : null;
}
