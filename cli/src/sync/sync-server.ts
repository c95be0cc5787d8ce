// The server a sync command talks to (as every command resolves it) with room for a large site.
import type { CliEnv } from '../config/config-dir.ts';
import { createApiClient, resolveServer, type ApiClient } from '../server/index.ts';

/** Applying 10,000 blocks takes a while on a small server; the default minute is for ordinary calls. */
const SYNC_TIMEOUT_MS = 10 * 60_000;

export async function syncServer(dir: string, url: string | undefined, env: CliEnv): Promise<ApiClient> {
  const { url: resolved, token } = await resolveServer({ url, siteDir: dir, env });
  return createApiClient({ url: resolved, token, timeoutMs: SYNC_TIMEOUT_MS });
}
