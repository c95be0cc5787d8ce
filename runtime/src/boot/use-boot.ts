import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import type { InitReply } from '@tessera/schemas';
import { jwtStore } from '../session/jwt-store.ts';
import { goToSignIn } from '../session/sign-in-redirect.ts';
import { waitForJwt } from '../session/wait-for-jwt.ts';
import { hideFullLoader } from './full-loader.ts';
import { loadApp } from './load-app.ts';

/** Where start-up stands. */
export type BootState =
  /** Trading a secret, refreshing the token or loading GET /init. */
  | { phase: 'starting' }
  | { phase: 'signedOut' }
  /** GET /init failed for another reason than the credential (server or network down). */
  | { phase: 'failed' }
  | { phase: 'ready'; init: InitReply };

type InitResult = { jwt: string; init: InitReply } | { jwt: string; init: null };

/**
 * Runs start-up (spec §4): waits for the session to start and then, as the route guard, up to
 * 5 s for a jwt; then loads the app for the stored jwt. Clearing the jwt later (logout, a
 * rejected credential) returns to `signedOut` at once.
 * @param sessionStarting startSession()'s promise, begun once before the first render.
 */
export function useBoot(sessionStarting: Promise<void>): { state: BootState; retry(): void } {
  const [sessionStarted, setSessionStarted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<InitResult | null>(null);
  const jwt = useSyncExternalStore(jwtStore.subscribe, jwtStore.get);

  useEffect(() => {
    let current = true;
    void sessionStarting.then(() => waitForJwt()).then(() => current && setSessionStarted(true));
    return () => { current = false; };
  }, [sessionStarting]);

  useEffect(() => {
    if (!sessionStarted || !jwt) return;
    let current = true;
    // A transition: React renders the whole signed-in app in slices, yielding to the browser
    // between them, instead of one long task that blocks input (Total Blocking Time).
    const settle = (next: InitResult) => current && startTransition(() => setResult(next));
    loadApp().then(
      (init) => settle({ jwt, init }),
      () => settle({ jwt, init: null }),
    );
    return () => { current = false; };
  }, [sessionStarted, jwt, attempt]);

  const state = bootState(sessionStarted, jwt, result);

  useEffect(() => {
    if (state.phase !== 'signedOut') return;
    hideFullLoader();
    console.error('User not logged in');
  }, [state.phase]);

  function retry(): void {
    if (!jwt) return goToSignIn();
    setResult(null);
    setAttempt((current) => current + 1);
  }

  return { state, retry };
}

function bootState(sessionStarted: boolean, jwt: string | null, result: InitResult | null): BootState {
  if (!sessionStarted) return { phase: 'starting' };
  if (!jwt) return { phase: 'signedOut' };
  if (!result || result.jwt !== jwt) return { phase: 'starting' };
  return result.init ? { phase: 'ready', init: result.init } : { phase: 'failed' };
}
