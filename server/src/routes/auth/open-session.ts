// Starts a device session and signs the token that names it.
import { provenAccount } from '../../operations/actor.ts';
import { startSession } from '../../operations/sessions/device-sessions.ts';
import type { ServerContext } from '../../server-context.ts';

/** A token for a new session of the account on the device; the account has just proven who it is. */
export async function openSession(ctx: ServerContext, accountId: number, deviceId: string | undefined): Promise<string> {
  const sessionId = await startSession(ctx, provenAccount(accountId), accountId, deviceId ?? null);
  return ctx.tokens.sign({ accountId, sessionId });
}
