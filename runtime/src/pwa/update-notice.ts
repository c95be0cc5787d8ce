import { i18n } from '../i18n/i18n.ts';
import { dismissNotice, notify } from '../shell/index.ts';

/** When the new version has not taken over by then, reload anyway (the page gets whatever is active). */
export const RELOAD_FALLBACK_MS = 3000;

/** Tells a waiting service worker (vite-plugin-pwa's, registerType 'prompt') to take over. */
const SKIP_WAITING = { type: 'SKIP_WAITING' };

/** Lets `waiting` take over, then reloads (once) so the page runs the new version. */
function switchTo(waiting: ServiceWorker, reload: () => void): void {
  let reloaded = false;
  const reloadOnce = () => {
    if (reloaded) return;
    reloaded = true;
    reload();
  };
  waiting.addEventListener('statechange', () => {
    if (waiting.state === 'activated') reloadOnce();
  });
  setTimeout(reloadOnce, RELOAD_FALLBACK_MS);
  waiting.postMessage(SKIP_WAITING);
}

/**
 * Spec §4 "Updates": the notice for a new version of the app, installed and waiting: "This
 * platform software has been updated. Please reload." with a Reload button and no timeout. A newer
 * version replaces the notice instead of adding another.
 * @returns shows the notice for a waiting service worker.
 */
export function updateNotice(reload: () => void = () => window.location.reload()): (waiting: ServiceWorker) => void {
  let noticeId: number | null = null;
  return (waiting) => {
    if (noticeId !== null) dismissNotice(noticeId);
    noticeId = notify({
      colour: 'info',
      message: i18n.t('errors.updateAvailable'),
      timeout: null,
      action: { label: i18n.t('errors.reload'), run: () => switchTo(waiting, reload) },
    });
  };
}
