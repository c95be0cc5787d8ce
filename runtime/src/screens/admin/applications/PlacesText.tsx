import { useTranslation } from 'react-i18next';
import type { Application } from '@tessera/schemas';

/** Places left on the application's list: a number, unlimited, or full (marked). */
export function PlacesText({ application }: { application: Application }) {
  const { t } = useTranslation();
  if (application.isFull) return <span className="user-lists__badge user-lists__badge--full">{t('admin.userLists.full')}</span>;
  if (application.placesLeft === null || application.placesLeft === undefined) return <span>{t('admin.userLists.unlimited')}</span>;
  return <span>{t('blocks.applyToList.placesLeft', { places: application.placesLeft })}</span>;
}
