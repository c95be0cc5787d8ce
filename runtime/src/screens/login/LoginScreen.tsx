import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { hideFullLoader } from '../../boot/full-loader.ts';
import { clearJustLoggedOut, isJustLoggedOut } from '../../session/just-logged-out.ts';
import { jwtStore } from '../../session/jwt-store.ts';
import { goToSignIn, shouldRedirectToSignIn } from '../../session/sign-in-redirect.ts';
import { SignedOutScreen } from './SignedOutScreen.tsx';
import { useLoginHelp } from './use-login-help.ts';
import './login-screen.css';

export interface LoginScreenProps {
  /** A one-time secret from the query is being traded for a jwt. */
  secretPending: boolean;
  /** Start-up failed for another reason than the credential: offer help at once. */
  failed: boolean;
  /** Tries signing in or loading the app again. */
  onRetry(): void;
}

/**
 * Shown until the app is ready (spec §2.3): sends the member to the sign-in page unless there is
 * a reason to wait, and offers "Try again" when loading takes too long. After an explicit logout
 * nothing is loading, so the branded signed-out screen shows instead, with the same "Log in".
 */
export function LoginScreen({ secretPending, failed, onRetry }: LoginScreenProps) {
  const { t } = useTranslation();
  const jwtStored = useSyncExternalStore(jwtStore.subscribe, () => jwtStore.get() !== null);
  const { helpVisible, restart } = useLoginHelp();
  const showHelp = helpVisible || failed;

  useEffect(() => {
    if (shouldRedirectToSignIn({ jwtStored, secretPending, justLoggedOut: isJustLoggedOut() })) goToSignIn();
  }, [jwtStored, secretPending]);

  // The help must not stay hidden under the full-page loader.
  useEffect(() => {
    if (showHelp) hideFullLoader();
  }, [showHelp]);

  function logIn(): void {
    clearJustLoggedOut();
    goToSignIn();
  }

  function tryAgain(): void {
    restart();
    onRetry();
  }

  if (!jwtStored && !secretPending && isJustLoggedOut()) return <SignedOutScreen onLogIn={logIn} />;

  return (
    <main className="login-screen">
      <p role="status">{t('login.loading')}</p>
      <button type="button" className="t-button" onClick={logIn}>
        {t('login.button')}
      </button>
      {showHelp && (
        <div className="login-screen__help">
          <p>{t('login.takingLonger')}</p>
          <button type="button" className="t-button t-button--secondary" onClick={tryAgain}>
            {t('login.tryAgain')}
          </button>
        </div>
      )}
    </main>
  );
}
