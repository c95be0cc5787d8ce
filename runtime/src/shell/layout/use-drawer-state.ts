import { useState } from 'react';
import { useLocation } from 'react-router';

/** Whether the navigation drawer is open, and the setter its Dialog and buttons use. */
export interface DrawerState {
  open: boolean;
  setOpen(open: boolean): void;
}

/**
 * The drawer remembers the location it was opened at, so any navigation (a link in it, the back
 * button, a redirect) closes it without an effect: every navigation makes a new location key,
 * even one to the same path.
 */
export function useDrawerState(): DrawerState {
  const location = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  return {
    open: openedAt === location.key,
    setOpen: (open) => setOpenedAt(open ? location.key : null),
  };
}
