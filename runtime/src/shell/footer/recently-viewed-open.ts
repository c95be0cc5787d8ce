import { useState } from 'react';

const STORAGE_KEY = 'tessera.recentlyViewed.open';

function storedOpen(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) !== 'false';
  } catch {
    return true; // storage refused (private mode): open, the default
  }
}

/** Whether the recently-viewed block is open (shell spec §2.4: stored locally, default open) and the function that changes it. */
export function useRecentlyViewedOpen(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(storedOpen);
  const change = (next: boolean) => {
    setOpen(next);
    try {
      localStorage.setItem(STORAGE_KEY, String(next));
    } catch {
      // Not remembered; it still changes for now.
    }
  };
  return [open, change];
}
