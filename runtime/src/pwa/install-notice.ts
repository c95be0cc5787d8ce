import { i18n } from '../i18n/i18n.ts';
import { notify } from '../shell/index.ts';
import { onInstallPrompt } from './install-prompt-capture.ts';

/** Spec §9: the install prompt shows 3 s after load. */
export const INSTALL_PROMPT_DELAY_MS = 3000;

/** Long enough to read and decide; the member can still install from the browser's menu later. */
const INSTALL_NOTICE_TIMEOUT_MS = 20_000;

/** Whether the app already runs installed (its own window), where installing makes no sense. */
export function isInstalled(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

/**
 * Spec §4 "App install": once `delayMs` has passed and the browser says the app can be installed
 * (and it is not installed), offers it with an Install button that opens the browser's prompt.
 * Offered once per page load.
 */
export function offerInstall(delayMs = INSTALL_PROMPT_DELAY_MS): void {
  if (isInstalled()) return;
  setTimeout(() => {
    onInstallPrompt((prompt) => {
      notify({
        colour: 'info',
        message: i18n.t('install.message'),
        timeout: INSTALL_NOTICE_TIMEOUT_MS,
        action: { label: i18n.t('install.action'), run: () => void prompt.prompt() },
      });
    });
  }, delayMs);
}
