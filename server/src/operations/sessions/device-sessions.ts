// Device sessions: one row per signed-in device, named by the token's `sid`.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { writeSite, type OperationContext } from '../context.ts';

const NOT_YOURS = 'You may only manage your own sessions.';

/** Opens a session for the account on a device; returns its id. The actor must be the account (sessions are its own records). */
export async function startSession(ctx: OperationContext, actor: Actor, accountId: number, deviceId: string | null): Promise<string> {
  assertCan(actor, 'create', 'sessions', { record: { accountId } }, NOT_YOURS);
  const id = randomUUID();
  await ctx.db.insertInto('deviceSessions').values({ id, accountId, deviceId }).execute();
  return id;
}

/**
 * Marks a live session as seen now (token refresh, device keepalive); false when it is unknown,
 * revoked or not the account's. A session opened without a device id takes `deviceId`, so
 * signing out on that device later ends it too. Nothing cached depends on it: nothing is announced.
 */
export async function touchSession(ctx: OperationContext, actor: Actor, sessionId: string, accountId: number, deviceId: string | null = null): Promise<boolean> {
  assertCan(actor, 'update', 'sessions', { record: { accountId } }, NOT_YOURS);
  const result = await ctx.db.updateTable('deviceSessions')
    // The database's clock: presence (profiles/read-profiles.ts) compares against it.
    .set((eb) => ({ lastSeenAt: sql<Date>`now()`, deviceId: eb.fn.coalesce('deviceId', eb.val(deviceId)) }))
    .where('id', '=', sessionId).where('accountId', '=', accountId).where('revokedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

const revokedChanges = (ids: Array<{ id: string }>) => ids.map(({ id }) => ({ scope: 'session' as const, sessionId: id }));

/** Revokes every live session of the account, on every device ("log out of all devices"); each is announced. */
export async function revokeAllSessions(ctx: OperationContext, actor: Actor, accountId: number): Promise<void> {
  assertCan(actor, 'delete', 'sessions', { record: { accountId } }, NOT_YOURS);
  await writeSite(ctx, revokedChanges, (trx) => trx.updateTable('deviceSessions')
    .set({ revokedAt: new Date() })
    .where('accountId', '=', accountId)
    .where('revokedAt', 'is', null)
    .returning('id')
    .execute());
}

/** Revokes the session, and every other live session of the account on `deviceId` when given; each is announced. */
export async function revokeSessions(ctx: OperationContext, actor: Actor, accountId: number, sessionId: string, deviceId: string | null): Promise<void> {
  assertCan(actor, 'delete', 'sessions', { record: { accountId } }, NOT_YOURS);
  await writeSite(ctx, revokedChanges, (trx) => trx.updateTable('deviceSessions')
    .set({ revokedAt: new Date() })
    .where('accountId', '=', accountId)
    .where('revokedAt', 'is', null)
    .where((eb) => deviceId === null ? eb('id', '=', sessionId) : eb.or([eb('id', '=', sessionId), eb('deviceId', '=', deviceId)]))
    .returning('id')
    .execute());
}
