import { useEffect } from 'react';
import { afterFirstPage } from '../boot/after-first-page.ts';

/**
 * Starts the service worker, the update notice and the install notice once the first page is on
 * screen; their code loads then, outside the first page's JavaScript. Production builds only: the
 * dev server and unit tests have no service worker. Renders nothing.
 */
export function AppUpdates() {
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    return afterFirstPage(() => import('./start-app-updates.ts').then(({ startAppUpdates }) => startAppUpdates(performance.now())));
  }, []);
  return null;
}
