// Loaded after the first page (see AppUpdates.tsx): the service worker with its update notice and
// checks, the manifest and the install notice. All of it lives as long as the page.
import { INSTALL_PROMPT_DELAY_MS, offerInstall } from './install-notice.ts';
import { linkManifest } from './manifest-link.ts';
import { scheduleUpdateChecks } from './update-checks.ts';
import { updateNotice } from './update-notice.ts';
import { registerWorker } from './worker.ts';

let started = false;

/**
 * Links the manifest, registers the service worker and starts offering updates and installing;
 * once per page load (signing out and in again does not start a second set).
 * @param sinceLoadMs how long ago the page loaded, so the install notice still comes 3 s after it.
 */
export function startAppUpdates(sinceLoadMs: number): void {
  if (started) return;
  started = true;
  linkManifest();
  offerInstall(Math.max(0, INSTALL_PROMPT_DELAY_MS - sinceLoadMs));
  registerWorker(updateNotice()).catch((error: unknown) => console.warn('The service worker could not be registered:', error));
  scheduleUpdateChecks();
}
