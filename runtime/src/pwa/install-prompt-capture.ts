// Chromium fires `beforeinstallprompt` once, soon after load, when the app can be installed. It
// is caught here, in the first page's code, so the install notice (install-notice.ts, loaded
// later) can still use it.

/** The event Chromium fires when the app can be installed (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
let waiting: Array<(event: BeforeInstallPromptEvent) => void> = [];

function onBeforeInstallPrompt(event: Event): void {
  // Keeps the browser's own mini-infobar away: the app offers installing itself (spec §4).
  event.preventDefault();
  deferred = event as BeforeInstallPromptEvent;
  const listeners = waiting;
  waiting = [];
  for (const listener of listeners) listener(deferred);
}

/** Starts catching the install prompt; call once, as early as possible. */
export function captureInstallPrompt(target: EventTarget = window): void {
  target.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  target.addEventListener('appinstalled', () => { deferred = null; });
}

/** Calls `listener` once with the install prompt: at once when it already came, else when it comes. */
export function onInstallPrompt(listener: (event: BeforeInstallPromptEvent) => void): void {
  if (deferred) listener(deferred);
  else waiting.push(listener);
}
