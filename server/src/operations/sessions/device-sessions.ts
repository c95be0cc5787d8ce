// Device sessions: one row per signed-in device, named by the token's `sid`.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { OperationContext } from '../context.ts';

/** Opens a session for the account on a device; returns its id. */
export async function startSession(db: Db, accountId: number, deviceId: string | null): Promise<string> {
  const id = randomUUID();
  await db.insertInto('deviceSessions').values({ id, accountId, deviceId }).execute();
  return id;
}

/**
 * Marks a live session as seen now (token refresh, device keepalive); false when it is unknown,
 * revoked or not the account's. A session opened without a device id takes `deviceId`, so
 * signing out on that device later ends it too.
 */
export async function touchSession(db: Db, sessionId: string, accountId: number, deviceId: string | null = null): Promise<boolean> {
  const result = await db.updateTable('deviceSessions')
    // The database's clock: presence (profiles/read-profiles.ts) compares against it.
    .set((eb) => ({ lastSeenAt: sql<Date>`now()`, deviceId: eb.fn.coalesce('deviceId', eb.val(deviceId)) }))
    .where('id', '=', sessionId).where('accountId', '=', accountId).where('revokedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Revokes every live session of the account, on every device ("log out of all devices"). */
export async function revokeAllSessions(ctx: OperationContext, accountId: number): Promise<void> {
  const revoked = await ctx.db.updateTable('deviceSessions')
    .set({ revokedAt: new Date() })
    .where('accountId', '=', accountId)
    .where('revokedAt', 'is', null)
    .returning('id')
    .execute();
  ctx.changes.announce(revoked.map(({ id }) => ({ scope: 'session', sessionId: id })));
}

/** Revokes the session, and every other live session of the account on `deviceId` when given. */
export async function revokeSessions(ctx: OperationContext, accountId: number, sessionId: string, deviceId: string | null): Promise<void> {
  const revoked = await ctx.db.updateTable('deviceSessions')
    .set({ revokedAt: new Date() })
    .where('accountId', '=', accountId)
    .where('revokedAt', 'is', null)
    .where((eb) => deviceId === null ? eb('id', '=', sessionId) : eb.or([eb('id', '=', sessionId), eb('deviceId', '=', deviceId)]))
    .returning('id')
    .execute();
  ctx.changes.announce(revoked.map(({ id }) => ({ scope: 'session', sessionId: id })));
}
