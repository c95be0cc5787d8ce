import { api } from '../api/api.ts';
import { needsRefresh } from './jwt-age.ts';
import { jwtStore } from './jwt-store.ts';

/** Spec §9: the token promise is cached for 12 hours. */
export const TOKEN_PROMISE_TTL_MS = 43_200_000;

export interface TokenRefresherOptions {
  getJwt(): string | null;
  setJwt(jwt: string): void;
  /** POST auth/refresh: the new jwt for the old one. */
  refresh(jwt: string): Promise<string>;
  /** @default Date.now */
  now?(): number;
}

/**
 * Builds `freshToken()`: resolves with a jwt no older than 24 hours, refreshing the stored one
 * when it is older. The promise for a jwt is reused for 12 hours, so asking often (start-up,
 * every keepalive) costs nothing and never refreshes twice. Never rejects: when the refresh fails
 * (already logged by the API client) it resolves with the jwt then stored, and the next call tries again.
 */
export function createTokenRefresher({ getJwt, setJwt, refresh, now = Date.now }: TokenRefresherOptions): () => Promise<string | null> {
  let cached: { jwt: string; at: number; promise: Promise<string | null> } | undefined;

  return function freshToken() {
    const jwt = getJwt();
    if (!jwt) return Promise.resolve(null);
    if (cached?.jwt === jwt && now() - cached.at < TOKEN_PROMISE_TTL_MS) return cached.promise;

    const promise = needsRefresh(jwt, now())
      ? refresh(jwt).then(
          (next) => {
            setJwt(next);
            return next;
          },
          () => {
            cached = undefined;
            return getJwt();
          },
        )
      : Promise.resolve(jwt);
    cached = { jwt, at: now(), promise };
    return promise;
  };
}

/** The app's token: the stored jwt, refreshed through POST auth/refresh when older than 24 h. */
export const freshToken = createTokenRefresher({
  getJwt: () => jwtStore.get(),
  setJwt: (jwt) => jwtStore.set(jwt),
  refresh: async (jwt) => (await api.call('POST /auth/refresh', { body: { jwt }, quiet: true })).jwt,
});
