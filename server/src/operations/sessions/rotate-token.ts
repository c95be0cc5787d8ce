// Refresh: moves a device session to its next token generation (issue 8, finding 7).
import { sql } from 'kysely';
import type { TokenClaims } from '../../auth/tokens.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { writeSite, type Change, type OperationContext } from '../context.ts';
import { graceLeftMs, tokenStanding } from './token-standing.ts';

interface Outcome {
  /** The generation to sign the new token for; null when the token is refused. */
  generation: number | null;
  changes: Change[];
}

/**
 * What a refresh of a token with `claims` signs: the next generation for the current token (the
 * presented one keeps working for `graceMs`, and sockets holding it are closed then);
 * the current generation again for the previous token inside its grace period (a second tab
 * refreshing at the same time); null for an unknown or revoked session, and null after revoking
 * the session when a rotated-out token comes back (whoever holds the newer token is cut off too).
 */
export async function rotateSessionToken(ctx: OperationContext, actor: Actor, claims: TokenClaims, graceMs: number): Promise<number | null> {
  const { accountId, sessionId } = claims;
  assertCan(actor, 'update', 'sessions', { record: { accountId } }, 'You may only manage your own sessions.');
  const outcome = await writeSite(ctx, (result: Outcome) => result.changes, async (trx): Promise<Outcome> => {
    const session = await trx.selectFrom('deviceSessions')
      .select(['tokenGeneration', graceLeftMs('rotatedAt', graceMs).as('graceLeftMs')])
      .where('id', '=', sessionId).where('accountId', '=', accountId).where('revokedAt', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!session) return { generation: null, changes: [] };
    const standing = tokenStanding(claims.generation, session.tokenGeneration, session.graceLeftMs);
    const sessions = trx.updateTable('deviceSessions').where('id', '=', sessionId);
    switch (standing.kind) {
      case 'current': {
        const generation = session.tokenGeneration + 1;
        // The database's clock: the grace period (token-standing.ts) and presence are timed by it.
        await sessions.set({ tokenGeneration: generation, rotatedAt: sql<Date>`now()`, lastSeenAt: sql<Date>`now()` }).execute();
        return { generation, changes: [{ scope: 'sessionRotated', sessionId, generation, graceEndsAt: Date.now() + graceMs }] };
      }
      case 'previous':
        await sessions.set({ lastSeenAt: sql<Date>`now()` }).execute();
        return { generation: session.tokenGeneration, changes: [] };
      case 'rotatedOut':
        await sessions.set({ revokedAt: new Date() }).execute();
        return { generation: null, changes: [{ scope: 'session', sessionId }] };
    }
  });
  return outcome.generation;
}
