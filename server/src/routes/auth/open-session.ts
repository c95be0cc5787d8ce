// Starts a device session and signs the token that names it.
import { startSession } from '../../operations/sessions/device-sessions.ts';
import type { ServerContext } from '../../server-context.ts';

/** A token for a new session of the account on the device. */
export async function openSession(ctx: ServerContext, accountId: number, deviceId: string | undefined): Promise<string> {
  const sessionId = await startSession(ctx.db, accountId, deviceId ?? null);
  return ctx.tokens.sign({ accountId, sessionId });
}
