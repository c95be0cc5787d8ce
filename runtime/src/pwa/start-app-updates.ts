// Loaded after the first page (see AppUpdates.tsx): the service worker with its update notice and
// checks, the manifest and the install notice. All of it lives as long as the page.
import { afterFirstPage } from '../boot/after-first-page.ts';
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
  const installDelayMs = Math.max(0, INSTALL_PROMPT_DELAY_MS - sinceLoadMs);
  // One task each, in turn with the other background starts (no task long enough to block).
  const steps = [
    linkManifest,
    () => offerInstall(installDelayMs),
    () => registerWorker(updateNotice()).catch((error: unknown) => console.warn('The service worker could not be registered:', error)),
    () => void scheduleUpdateChecks(), // checks for the page's whole life: never stopped
  ];
  for (const step of steps) afterFirstPage(step, 0);
}
