// The web app manifest (made by the server, app-shell/web-manifest.ts) is linked when the service
// worker starts, after the first page, not from index.html: the browser fetches a linked manifest,
// and then its icon, at once, and on HTTP/1.1 those two requests held two of the six connections
// the app's scripts were waiting for. Nothing needs it earlier: installing is offered later still.
import { APP_BASE } from '../navigation/app-base.ts';

/** Links the manifest in <head>, once. */
export function linkManifest(): void {
  if (document.head.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = `${APP_BASE}/manifest.webmanifest`;
  document.head.append(link);
}
