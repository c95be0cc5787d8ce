import { BASE_PATHS } from '@tessera/schemas';

/** The app lives under /app (history mode); the router's basename. */
export const APP_BASE = BASE_PATHS.app;

/** The current path inside the app ('/app/home/welcome' → '/home/welcome'). */
export function currentAppPath(): string {
  const path = window.location.pathname;
  return path.startsWith(APP_BASE) ? path.slice(APP_BASE.length) || '/' : path;
}
