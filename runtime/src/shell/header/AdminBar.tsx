import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../permissions/use-can.ts';
import { useAppRuntime } from '../../state/app-runtime.ts';
import { useEditMode } from '../../state/hooks.ts';
import { Icon } from '../icons/Icon.tsx';

/**
 * The slim bar above the header for those who run the site: the way into administration (admins)
 * and the edit-mode switch with its shortcut (those with manageEditMode), so the shortcut is not
 * the only way in. Phones reach the switch in the drawer.
 */
export function AdminBar() {
  const { t } = useTranslation();
  const can = useCan();
  const { editMode } = useAppRuntime().stores;
  const editing = useEditMode();
  return (
    <div className="admin-bar" role="region" aria-label={t('shell.adminBar.label')}>
      <div className="admin-bar__inner t-container">
        {can('manage', 'all') && (
          <Link className="admin-bar__link" to="/admin">
            <Icon name="shield" size={14} />
            {t('shell.nav.administration')}
          </Link>
        )}
        {can('manageEditMode', 'items') && (
          <button type="button" className="admin-bar__edit" aria-pressed={editing} aria-keyshortcuts="Alt+Shift+E" onClick={() => editMode.set(!editing)}>
            {t('shell.editMode')}
            <kbd className="admin-bar__shortcut" aria-hidden="true">Alt+Shift+E</kbd>
          </button>
        )}
      </div>
    </div>
  );
}
