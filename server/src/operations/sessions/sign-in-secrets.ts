// One-time secrets: the sign-in page hands one to the browser, which trades it for a token.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import type { OperationContext } from '../context.ts';

/** How long a secret can be traded (five minutes). */
const SECRET_LIFETIME_MS = 5 * 60 * 1000;

// Only digests are stored, so a database leak yields no usable secrets.
const digest = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** Issues a fresh secret for the account; the actor must be the account, its password just checked. */
export async function issueSignInSecret(ctx: OperationContext, actor: Actor, accountId: number): Promise<string> {
  assertCan(actor, 'create', 'sessions', { record: { accountId } }, 'You may only sign yourself in.');
  const secret = randomBytes(32).toString('base64url');
  await ctx.db.insertInto('signInSecrets')
    .values({ secretHash: digest(secret), accountId, expiresAt: new Date(Date.now() + SECRET_LIFETIME_MS) })
    .execute();
  return secret;
}

/**
 * Uses the secret up; returns its account id, or null when it is unknown, expired or already used.
 * Holding the secret is the proof of who acts, so there is no actor to check.
 */
export async function redeemSignInSecret(db: Db, secret: string): Promise<number | null> {
  // One conditional UPDATE, so two concurrent trades cannot both succeed.
  const row = await db.updateTable('signInSecrets')
    .set({ usedAt: new Date() })
    .where('secretHash', '=', digest(secret))
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', sql<Date>`now()`)
    .returning('accountId')
    .executeTakeFirst();
  return row?.accountId ?? null;
}
