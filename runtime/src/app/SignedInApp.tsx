import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import type { InitReply } from '@tessera/schemas';
import { FULL_LOADER_DELAY_MS, hideFullLoader } from '../boot/full-loader.ts';
import { APP_BASE } from '../navigation/app-base.ts';
import { AppProvider } from '../state/AppProvider.tsx';
import { AppRoutes } from './AppRoutes.tsx';

/** The app once GET /init answered: state, router (history mode under /app) and routes. */
export function SignedInApp({ init, safeMode }: { init: InitReply; safeMode: boolean }) {
  useEffect(() => {
    const timer = setTimeout(hideFullLoader, FULL_LOADER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <AppProvider init={init} safeMode={safeMode}>
      <BrowserRouter basename={APP_BASE}>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
