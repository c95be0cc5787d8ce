import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/Icon.tsx';

/**
 * The slim bar above the header for admins: the way into administration. It shows only what
 * works today; the edit-mode state and its shortcut join it when edit mode exists.
 */
export function AdminBar() {
  const { t } = useTranslation();
  return (
    <div className="admin-bar" role="region" aria-label={t('shell.adminBar.label')}>
      <div className="admin-bar__inner t-container">
        <Link className="admin-bar__link" to="/admin">
          <Icon name="shield" size={14} />
          {t('shell.nav.administration')}
        </Link>
      </div>
    </div>
  );
}
