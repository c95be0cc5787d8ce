import { api } from '../api/api.ts';
import { takeEarlyTrade } from '../boot/early-init.ts';
import { deviceId } from './device-id.ts';
import { jwtStore } from './jwt-store.ts';
import type { StartupQuery } from './startup-query.ts';
import { freshToken } from './token-refresh.ts';

/**
 * Turns the start-up query into a stored jwt: a handed-over `token` is stored as is, a
 * one-time secret is traded for one (by index.html's early script when it could, see
 * boot/early-init.ts), and a stored token older than 24 hours is refreshed.
 * Failures are already logged by the API client and leave the member signed out (or on the
 * old token), so the login screen takes over; this never rejects.
 */
export async function startSession(query: StartupQuery): Promise<void> {
  // Tessera's sign-in page serves a single service, so no serviceId is sent with the secret.
  try {
    if (query.token) jwtStore.set(query.token);
    else if (query.secret) {
      const traded = (await takeEarlyTrade(query.secret)) ?? (await api.call('POST /auth/tradeSecret', { body: { secret: query.secret, deviceId: deviceId() } })).jwt;
      jwtStore.set(traded);
    }
    await freshToken();
  } catch {
    // Logged by the client; a rejected credential has already been cleared.
  }
}
