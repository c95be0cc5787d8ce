// Online or offline (spec shell §4 "Connectivity"): set by probing a URL when the browser
// reports a change, when an API call fails without a reply, and every 5 s while offline.
import { probe } from './probe.ts';
import { probeUrl } from './probe-url.ts';

/** While offline, the probe runs again this often. */
export const OFFLINE_PROBE_INTERVAL_MS = 5000;

export interface ConnectivityOptions {
  /** Resolves true when the network answers. */
  probe(): Promise<boolean>;
  /** The state before any probe. @default navigator.onLine */
  initiallyOnline?: boolean;
}

/** The app's connectivity: a store for useOnline plus the monitor SignedInApp starts. */
export interface Connectivity {
  isOnline(): boolean;
  subscribe(listener: () => void): () => void;
  /** Probes now and sets the state from the answer; a newer check overrides an older one. */
  check(): Promise<void>;
  /** Follows the browser's online/offline events and re-probes while offline; returns stop. */
  start(): () => void;
}

export function createConnectivity(options: ConnectivityOptions): Connectivity {
  const listeners = new Set<() => void>();
  let online = options.initiallyOnline ?? navigator.onLine;
  let latestCheck = 0;
  let started = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  function set(next: boolean): void {
    if (next === online) return;
    online = next;
    for (const listener of listeners) listener();
  }

  function scheduleRetry(): void {
    clearTimeout(retry);
    retry = started && !online ? setTimeout(() => void check(), OFFLINE_PROBE_INTERVAL_MS) : undefined;
  }

  async function check(): Promise<void> {
    const checkNumber = ++latestCheck;
    const answered = await options.probe();
    if (checkNumber !== latestCheck) return;
    set(answered);
    scheduleRetry();
  }

  function onBrowserChange(): void {
    void check();
  }

  return {
    isOnline: () => online,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    check,
    start() {
      started = true;
      window.addEventListener('online', onBrowserChange);
      window.addEventListener('offline', onBrowserChange);
      if (!online || !navigator.onLine) void check();
      return () => {
        started = false;
        clearTimeout(retry);
        window.removeEventListener('online', onBrowserChange);
        window.removeEventListener('offline', onBrowserChange);
      };
    },
  };
}

/** The app's one connectivity store. */
export const connectivity = createConnectivity({ probe: () => probe(probeUrl()) });

/** For the API client: a call got no reply at all, so check whether the app went offline. */
export function reportNetworkFailure(): void {
  void connectivity.check();
}
