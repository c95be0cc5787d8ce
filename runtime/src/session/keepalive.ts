import { api } from '../api/api.ts';
import { connectivity } from '../connectivity/connectivity.ts';
import { deviceId } from './device-id.ts';
import { freshToken } from './token-refresh.ts';

/** Spec §9: POST user/deviceKeepalive every 10 minutes. */
export const KEEPALIVE_INTERVAL_MS = 600_000;

async function beat(): Promise<void> {
  // Offline, the call could only fail; the member counts as online again with the next beat.
  if (!connectivity.isOnline()) return;
  // A tab can stay open for days: each beat also keeps the token under 24 h old (cached 12 h, so free).
  await freshToken();
  await api.call('POST /user/deviceKeepalive', { body: { deviceId: deviceId() }, quiet: true });
}

/**
 * Keeps this device's session marked online while signed in: a keepalive now (so presence shows
 * at once) and every 10 minutes after. Returns the function that stops it.
 */
export function startKeepalive(): () => void {
  const run = () => void beat().catch(() => {}); // failures are logged by the API client
  run();
  const timer = setInterval(run, KEEPALIVE_INTERVAL_MS);
  return () => clearInterval(timer);
}
