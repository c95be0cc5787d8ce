import { BUILD_ID } from './build-id.ts';
import { checkForNewWorker } from './worker.ts';

/** Besides focus and server announcements, look for a new version this often. */
export const UPDATE_CHECK_INTERVAL_MS = 30 * 60 * 1000;

/**
 * Looks for a new version whenever the window gets focus and every 30 minutes: a tab left open
 * for days still learns about a deployment.
 * @returns stops checking.
 */
export function scheduleUpdateChecks(check: () => Promise<void> = checkForNewWorker): () => void {
  const onFocus = () => void check();
  window.addEventListener('focus', onFocus);
  const timer = setInterval(onFocus, UPDATE_CHECK_INTERVAL_MS);
  return () => {
    window.removeEventListener('focus', onFocus);
    clearInterval(timer);
  };
}

/**
 * CONNECTED_INSTANCE names the build the server serves; when it is not this bundle's, a new
 * version was deployed: look for its service worker at once.
 * @returns whether a check was started.
 */
export function checkServerBuild(build: string | null, check: () => Promise<void> = checkForNewWorker): boolean {
  if (build === null || build === BUILD_ID) return false;
  void check();
  return true;
}
