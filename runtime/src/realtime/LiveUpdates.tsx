import { useEffect, useRef, useState } from 'react';
import { afterFirstPage } from '../boot/after-first-page.ts';
import { useApp } from '../state/app-state.ts';
import { useAppUpdates } from '../state/app-updates.ts';
import type { LiveContext } from './live-target.ts';
import type { LiveConnection } from './start-live.ts';
import { useOpenItems } from './use-open-items.ts';

/**
 * Keeps the signed-in app current from the server's real-time events (spec §7), subscribed to
 * the rooms of the module and page on screen. The socket client loads after the first page, so
 * it is not part of the first page's JavaScript. Inside the router; renders nothing.
 */
export function LiveUpdates() {
  const { language, user } = useApp();
  const updates = useAppUpdates();
  const { moduleId, pageId } = useOpenItems();
  const [connection, setConnection] = useState<LiveConnection | null>(null);
  const context = useRef<LiveContext>({ language, accountId: user.accountId });

  useEffect(() => {
    context.current = { language, accountId: user.accountId };
  }, [language, user.accountId]);

  useEffect(() => {
    let live: LiveConnection | null = null;
    let stopped = false;
    const cancelStart = afterFirstPage(() => {
      void import('./start-live.ts').then(({ startLive }) => {
        if (stopped) return;
        live = startLive(updates, () => context.current);
        setConnection(live);
      });
    });
    return () => {
      stopped = true;
      cancelStart();
      live?.close();
    };
  }, [updates]);

  useEffect(() => connection?.open({ moduleId, pageId }), [connection, moduleId, pageId]);

  return null;
}
