import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import type { InitReply } from '@tessera/schemas';
import { LoadingBar } from '../api/LoadingBar.tsx';
import { loadingStore } from '../api/loading-store.ts';
import { hideFullLoaderWhenSettled } from '../boot/full-loader.ts';
import { screenWork } from '../boot/screen-work.ts';
import { EditModeHost } from '../edit-mode/EditModeHost.tsx';
import { APP_BASE } from '../navigation/app-base.ts';
import { AppUpdates } from '../pwa/AppUpdates.tsx';
import { LiveUpdates } from '../realtime/LiveUpdates.tsx';
import { useSessionServices } from '../session/use-session-services.ts';
import { AppProvider } from '../state/AppProvider.tsx';
import { AppRoutes } from './AppRoutes.tsx';

/**
 * The app once GET /init answered: state, router (history mode under /app) and routes, kept
 * current by live updates, with the app's own updates (service worker) in the background, the
 * global loading bar, the session's background work (connectivity, keepalive, audit) and edit
 * mode's shortcuts (its editor loads when first turned on).
 */
export function SignedInApp({ init, safeMode }: { init: InitReply; safeMode: boolean }) {
  useSessionServices(init.user.accountId);
  // The full-page loader leaves once the first screen is whole: no call, no block component and
  // no redirect left (boot/full-loader.ts, boot/screen-work.ts).
  useEffect(() => hideFullLoaderWhenSettled([loadingStore, screenWork]), []);

  return (
    <AppProvider init={init} safeMode={safeMode}>
      <LoadingBar />
      <BrowserRouter basename={APP_BASE}>
        <AppRoutes />
        <LiveUpdates />
        <EditModeHost />
      </BrowserRouter>
      <AppUpdates />
    </AppProvider>
  );
}
