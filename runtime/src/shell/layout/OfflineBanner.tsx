import { useTranslation } from 'react-i18next';
import { useOnline } from '../../state/hooks.ts';

/**
 * Says the app is offline (spec §8, errors.noInternet). The status region is always in the DOM,
 * so screen readers announce the text when it appears; empty, it takes no space.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div className="offline-banner" role="status">
      {!online && t('errors.noInternet')}
    </div>
  );
}
