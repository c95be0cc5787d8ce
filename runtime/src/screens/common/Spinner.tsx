import { useTranslation } from 'react-i18next';
import './screen.css';

/** A loading indicator announced as "Loading…". */
export function Spinner() {
  const { t } = useTranslation();
  return (
    <div className="screen__spinner" role="status" aria-label={t('common.loading')}>
      <span className="t-spinner" aria-hidden="true" />
    </div>
  );
}
