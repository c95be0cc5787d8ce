import { BASE_PATHS } from '@tessera/schemas';
import { leaveApp } from './leave-app.ts';

/** The sign-in page, told to come back to the current path and query. */
export function signInUrl(): string {
  const referrer = window.location.pathname + window.location.search;
  return `${BASE_PATHS.signIn}?referrer=${encodeURIComponent(referrer)}`;
}

/** Leaves the app for the sign-in page, which returns with a one-time secret `s`. */
export function goToSignIn(): void {
  leaveApp(signInUrl());
}

/** What the login screen knows when it decides whether to send the member to sign in. */
export interface SignInRedirectInputs {
  jwtStored: boolean;
  /** A one-time secret from the query (s or t) is being traded. */
  secretPending: boolean;
  /** The member logged out on purpose: wait for the "Log in" button. */
  justLoggedOut: boolean;
}

/** Spec §2.3: redirect unless a jwt is stored, a secret is being traded or the member just logged out. */
export function shouldRedirectToSignIn({ jwtStored, secretPending, justLoggedOut }: SignInRedirectInputs): boolean {
  return !jwtStored && !secretPending && !justLoggedOut;
}
