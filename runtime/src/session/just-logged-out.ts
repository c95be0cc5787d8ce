// After an explicit logout the login screen waits for the "Log in" button instead of sending
// the member straight back to the sign-in page. Per tab, so sessionStorage.
const STORAGE_KEY = 'tessera.justLoggedOut';

/** Remembers, for this tab, that the member logged out on purpose. */
export function markJustLoggedOut(): void {
  sessionStorage.setItem(STORAGE_KEY, '1');
}

export function isJustLoggedOut(): boolean {
  return sessionStorage.getItem(STORAGE_KEY) !== null;
}

/** Called when the member chooses to sign in again. */
export function clearJustLoggedOut(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}
