import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { api } from '../../api/api.ts';
import { useAppNavigate } from '../../navigation/use-app-navigate.ts';
import { useOncePerNavigation } from '../../navigation/use-once-per-navigation.ts';
import { useAppActions } from '../../state/hooks.ts';
import { Spinner } from '../common/Spinner.tsx';
import { appPathFromReturnTo, readSocialLinkQuery, socialLinkNotice } from './social-link.ts';

/** /socialAuth: links the social account the provider returned with, then goes back (spec §2.1). */
export default function SocialAuthScreen() {
  const { t } = useTranslation();
  const { notify } = useAppActions();
  const navigate = useAppNavigate();
  const [params] = useSearchParams();

  useOncePerNavigation(() => {
    const query = readSocialLinkQuery(params);
    const goBack = () => navigate(appPathFromReturnTo(params.get('returnTo')), { replace: true });
    if (!query) {
      notify(socialLinkNotice('error', undefined, params.get('provider') ?? '', t));
      goBack();
      return;
    }
    api.call('GET /user/socialAccountLink/{provider}/new/{dataString}', { params: { provider: query.provider, dataString: query.dataString }, cache: false })
      .then(
        (reply) => notify(socialLinkNotice(reply.status, reply.message, query.provider, t)),
        (error: unknown) => notify(socialLinkNotice('error', error instanceof ApiError ? error.message : undefined, query.provider, t)),
      )
      .finally(goBack);
  });

  return <Spinner />;
}
