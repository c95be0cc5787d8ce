import { reportNetworkFailure } from '../connectivity/connectivity.ts';
import { jwtClaims } from '../session/jwt-claims.ts';
import { jwtStore } from '../session/jwt-store.ts';
import { createApiClient } from './client.ts';
import { loadingStore } from './loading-store.ts';

/**
 * The app's API client. A rejected credential ends the session by clearing the stored jwt:
 * the app then shows the login screen, which sends the member to sign in again. Cached replies
 * belong to the signed-in account and are forgotten when the jwt is cleared.
 *
 * Real-time handlers call `api.invalidate('structure')` / `api.markDirty('settings')`; screens
 * read through `useApiQuery` (./use-api-query.ts).
 */
export const api = createApiClient({
  baseUrl: '/api/v1',
  getJwt: () => jwtStore.get(),
  onUnauthorized: () => jwtStore.clear(),
  onNetworkError: reportNetworkFailure,
  cacheOwner() {
    const jwt = jwtStore.get();
    return (jwt && jwtClaims(jwt)?.sub) ?? '';
  },
  trackLoading: (work) => loadingStore.track(work),
});

jwtStore.subscribe(() => {
  if (jwtStore.get() === null) api.clear();
});
