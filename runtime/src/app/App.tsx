import { useBoot } from '../boot/use-boot.ts';
import { LoginScreen } from '../screens/login/LoginScreen.tsx';
import type { StartupQuery } from '../session/startup-query.ts';
import { NoticesViewport } from '../shell/index.ts';
import { SignedInApp } from './SignedInApp.tsx';

export interface AppProps {
  startup: StartupQuery;
  /** startSession(startup), begun before the first render so it runs exactly once. */
  sessionStarting: Promise<void>;
}

/** The login screen until the member is signed in and the app has loaded; notices over both. */
export function App({ startup, sessionStarting }: AppProps) {
  const { state, retry } = useBoot(sessionStarting);

  return (
    <>
      {state.phase === 'ready' ? (
        <SignedInApp init={state.init} safeMode={startup.safeMode} />
      ) : (
        <LoginScreen
          secretPending={state.phase === 'starting' && startup.secret !== null}
          failed={state.phase === 'failed'}
          onRetry={retry}
        />
      )}
      <NoticesViewport />
    </>
  );
}
