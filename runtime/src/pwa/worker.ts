// The app's service worker (/app/sw.js, scope /app/, built by vite-plugin-pwa), through the
// browser's own API. workbox-window was tried: it counts every update after the first one found
// as "external" and stops listening, while a tab may stay open across several deployments.
import { APP_BASE } from '../navigation/app-base.ts';

let registration: ServiceWorkerRegistration | null = null;

/**
 * Registers the service worker and calls `onWaiting` with each new version that is installed and
 * waiting to take over, including one already waiting at registration. The first install takes
 * over at once and is not reported. Does nothing where the browser has no service workers.
 */
export async function registerWorker(onWaiting: (waiting: ServiceWorker) => void): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registered = await navigator.serviceWorker.register(`${APP_BASE}/sw.js`, { scope: `${APP_BASE}/` });
  registration = registered;
  if (registered.waiting && registered.active) onWaiting(registered.waiting);
  registered.addEventListener('updatefound', () => {
    const installing = registered.installing;
    // With no active worker this is the first install, which nothing needs to hear about.
    if (!installing || !registered.active) return;
    installing.addEventListener('statechange', () => {
      if (installing.state === 'installed') onWaiting(installing);
    });
  });
}

/** Asks the browser to look for a new service worker now (quietly does nothing when it cannot). */
export async function checkForNewWorker(): Promise<void> {
  try {
    await registration?.update();
  } catch {
    // Offline or the server is restarting: the next check (focus, timer, reconnect) tries again.
  }
}
