import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEditMode } from '../../state/hooks.ts';

/** The slim bar above the header for admins: a way into administration and the edit-mode state. */
export function AdminBar() {
  const { t } = useTranslation();
  const editMode = useEditMode();
  return (
    <div className="admin-bar" role="region" aria-label={t('shell.adminBar.label')}>
      <Link className="admin-bar__link" to="/admin">
        {t('shell.nav.administration')}
      </Link>
      <p className="admin-bar__mode" data-edit-mode={editMode}>
        <span className="admin-bar__dot" aria-hidden="true" />
        {t(editMode ? 'shell.adminBar.editModeOn' : 'shell.adminBar.editModeOff')}
        <kbd className="admin-bar__shortcut">{t('shell.adminBar.editModeShortcut')}</kbd>
      </p>
    </div>
  );
}
