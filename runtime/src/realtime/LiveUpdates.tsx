import { useEffect, useState } from 'react';
import { afterFirstPage } from '../boot/after-first-page.ts';
import { useAppRuntime } from '../state/app-runtime.ts';
import type { LiveContext } from './live-target.ts';
import type { LiveConnection } from './start-live.ts';
import { useOpenItems } from './use-open-items.ts';

/**
 * Keeps the signed-in app current from the server's real-time events (spec §7), subscribed to
 * the rooms of the module and page on screen. The socket client loads after the first page, so
 * it is not part of the first page's JavaScript. Inside the router; renders nothing.
 */
export function LiveUpdates() {
  const { session, stores, updates } = useAppRuntime();
  const { moduleId, pageId } = useOpenItems();
  const [connection, setConnection] = useState<LiveConnection | null>(null);

  useEffect(() => {
    // Read when an event arrives, from the stores: a new language or profile does not re-render this.
    const current = (): LiveContext => ({ language: stores.preferences.get().language, user: stores.user.get() });
    let live: LiveConnection | null = null;
    let stopped = false;
    const cancelStart = afterFirstPage(() =>
      import('./start-live.ts').then(({ startLive }) => {
        if (stopped) return;
        live = startLive(updates, current, session.structureRevision);
        setConnection(live);
      }),
    );
    return () => {
      stopped = true;
      cancelStart();
      live?.close();
    };
  }, [session, stores, updates]);

  useEffect(() => connection?.open({ moduleId, pageId }), [connection, moduleId, pageId]);

  return null;
}
