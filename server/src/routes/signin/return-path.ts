// Where the sign-in page sends the browser back to: only paths of the app on this origin.
import { BASE_PATHS } from '@tessera/schemas';

const FALLBACK = `${BASE_PATHS.app}/`;
const ORIGIN = 'http://tessera.invalid';

/** `referrer` when it is a same-origin path under /app, else `/app/` (no open redirects). */
export function appReturnPath(referrer: string | undefined): string {
  if (!referrer || !referrer.startsWith('/') || referrer.startsWith('//') || referrer.includes('\\')) return FALLBACK;
  let url: URL;
  try {
    url = new URL(referrer, ORIGIN);
  } catch {
    return FALLBACK;
  }
  const inApp = url.pathname === BASE_PATHS.app || url.pathname.startsWith(FALLBACK);
  return url.origin === ORIGIN && inApp ? `${url.pathname}${url.search}${url.hash}` : FALLBACK;
}

/** The return path with `s=<secret>` added to its query. */
export function withSecret(returnPath: string, secret: string): string {
  const url = new URL(returnPath, ORIGIN);
  url.searchParams.set('s', secret);
  return `${url.pathname}${url.search}${url.hash}`;
}
