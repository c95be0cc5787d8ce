// What the first screen waits for besides API calls, counted like them so the full loader can
// stay until the screen is whole: the screen itself (until one has mounted, the app may still be
// redirecting, e.g. / → the home page) and its blocks' components.
import { watchBlockComponentLoads } from '@tessera/blocks';
import { createLoadingStore } from '../api/loading-store.ts';

export const screenWork = createLoadingStore();

let markScreenShown: () => void = () => {};
void screenWork.track(new Promise<void>((resolve) => { markScreenShown = resolve; }));
watchBlockComponentLoads((load) => void screenWork.track(load));

/** A screen has mounted with its heading (see use-screen-heading.ts); only the first one counts. */
export function screenShown(): void {
  markScreenShown();
}
