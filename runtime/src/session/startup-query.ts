// Query parameters that only matter once, at start-up (spec §2.3). Credentials are taken out
// of the address bar straight away so they never end up in history, bookmarks or referrers.

/** What the start-up query asked for. */
export interface StartupQuery {
  /** A jwt handed over directly (query `token`). */
  token: string | null;
  /** A one-time sign-in secret to trade for a jwt (query `s` or `t`). */
  secret: string | null;
  /** Query `safeMode` is on, 1 or true. */
  safeMode: boolean;
}

const CREDENTIAL_PARAMS = ['token', 's', 't'] as const;
const SAFE_MODE_VALUES = new Set(['on', '1', 'true']);

/**
 * Reads the start-up query from the current URL and removes the credentials from it
 * (history.replaceState, so no navigation happens). `badge` is left alone: it is checked
 * against the framework host, which Tessera does not have.
 */
export function takeStartupQuery(): StartupQuery {
  const url = new URL(window.location.href);
  const params = url.searchParams;
  const query: StartupQuery = {
    token: params.get('token'),
    secret: params.get('s') ?? params.get('t'),
    safeMode: SAFE_MODE_VALUES.has((params.get('safeMode') ?? '').toLowerCase()),
  };
  if (CREDENTIAL_PARAMS.some((name) => params.has(name))) {
    for (const name of CREDENTIAL_PARAMS) params.delete(name);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }
  return query;
}
