import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useOncePerNavigation } from '../../navigation/use-once-per-navigation.ts';
import { useAppActions } from '../../state/hooks.ts';
import { appPathFromReturnTo } from './social-link.ts';

/** /socialAuth/error?message&returnTo: goes back and shows the provider's message as an error. */
export default function SocialAuthErrorScreen() {
  const { t } = useTranslation();
  const { notify } = useAppActions();
  const [params] = useSearchParams();

  useOncePerNavigation(() => {
    notify({ colour: 'negative', message: params.get('message') || t('errors.somethingWentWrong') });
  });

  return <Navigate to={appPathFromReturnTo(params.get('returnTo'))} replace />;
}
