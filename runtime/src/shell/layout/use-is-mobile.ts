import { useSyncExternalStore } from 'react';
import { MOBILE_MEDIA_QUERY } from './breakpoints.ts';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(MOBILE_MEDIA_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isMobileNow(): boolean {
  return window.matchMedia(MOBILE_MEDIA_QUERY).matches;
}

/** Whether the screen is below the md breakpoint; re-renders when that changes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow);
}
