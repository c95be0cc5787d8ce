// The notices' viewport (Radix Toast) loads after the first page, or as soon as there is a notice
// to show: notices wait in their store meanwhile.
import { useEffect } from 'react';
import { deferredComponent } from '../../boot/deferred-component.tsx';
import { useNotices } from './notices-store.ts';

function NoNoticesYet({ preload }: { preload: () => void }) {
  const waiting = useNotices().length > 0;
  useEffect(() => {
    if (waiting) preload();
  }, [waiting, preload]);
  return null;
}

/** {@link import('./NoticesViewport.tsx').NoticesViewport}, loaded after the first page. */
export const NoticesViewport = deferredComponent<object>(
  () => import('./NoticesViewport.tsx').then((module) => module.NoticesViewport),
  (_, { preload }) => <NoNoticesYet preload={preload} />,
);
