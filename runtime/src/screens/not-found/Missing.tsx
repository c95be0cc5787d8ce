import { useTranslation } from 'react-i18next';
import { NOT_FOUND_SLUG } from '@tessera/schemas';
import { useAppNavigate } from '../../navigation/use-app-navigate.ts';
import { useOncePerNavigation } from '../../navigation/use-once-per-navigation.ts';
import { useAppActions } from '../../state/hooks.ts';
import { NotFoundScreen } from './NotFoundScreen.tsx';

/** The spec's messages for something the address names but the site does not have. */
export type MissingMessageKey = 'errors.moduleNotFound' | 'errors.pageNotInModule' | 'errors.pageNotFound';

export interface MissingProps {
  messageKey: MissingMessageKey;
  /** Go to /404 (unknown module) instead of showing the 404 panel at this address. */
  goTo404?: boolean;
}

/** Tells the member what is missing, once per navigation, and shows the 404 panel. */
export function Missing({ messageKey, goTo404 = false }: MissingProps) {
  const { t } = useTranslation();
  const { notify } = useAppActions();
  const navigate = useAppNavigate();

  useOncePerNavigation(() => {
    notify({ colour: 'negative', message: t(messageKey) });
    if (goTo404) navigate(`/${NOT_FOUND_SLUG}`, { replace: true });
  });

  return goTo404 ? null : <NotFoundScreen />;
}
