// The small-screen drawer loads after the first page; a closed drawer shows nothing meanwhile.
import { useEffect } from 'react';
import { deferredComponent } from '../../boot/deferred-component.tsx';
import type { NavDrawerProps } from './NavDrawer.tsx';

/** Nothing while closed; opened before its code arrived, it asks for the code at once. */
function ClosedDrawer({ open, preload }: { open: boolean; preload: () => void }) {
  useEffect(() => {
    if (open) preload();
  }, [open, preload]);
  return null;
}

/** {@link import('./NavDrawer.tsx').NavDrawer}, loaded after the first page. */
export const NavDrawer = deferredComponent<NavDrawerProps>(
  () => import('./NavDrawer.tsx').then((module) => module.NavDrawer),
  ({ open }, { preload }) => <ClosedDrawer open={open} preload={preload} />,
);
