// The image access token media URLs of uploaded files carry (GET /user/image_access_token, valid
// a day): fetched once when first needed, and again shortly before it runs out.
import { useSyncExternalStore } from 'react';
import { api } from '../api/api.ts';
import { jwtStore } from '../session/jwt-store.ts';

/** Ask for a new token this long before the current one expires. */
const RENEW_BEFORE_MS = 10 * 60 * 1000;

let current: { token: string; renewAt: number } | null = null;
let pending: Promise<void> | null = null;
const listeners = new Set<() => void>();

function fetchToken(): void {
  if (pending || jwtStore.get() === null) return;
  pending = api.call('GET /user/image_access_token', { cache: false, quiet: true })
    .then(({ token, expiresAt }) => {
      current = { token, renewAt: Date.parse(expiresAt) - RENEW_BEFORE_MS };
      for (const listener of listeners) listener();
    })
    .catch(() => undefined) // images show their fallbacks; the next reader asks again
    .finally(() => { pending = null; });
}

/** The current token, or null while it is being fetched (asking for one when none is fresh). */
export function imageToken(): string | null {
  if (!current || Date.now() >= current.renewAt) fetchToken();
  return current?.token ?? null;
}

jwtStore.subscribe(() => {
  if (jwtStore.get() === null) current = null; // another account's token must not be reused
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const noToken = () => null;

/**
 * The image access token for rendering; null until it has arrived, and null without asking for
 * one while `needed` is false (e.g. an avatar showing initials).
 */
export function useImageToken(needed = true): string | null {
  return useSyncExternalStore(subscribe, needed ? imageToken : noToken, noToken);
}
