import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/Icon.tsx';

/** Opens the navigation drawer on small screens. */
export function BurgerButton({ drawerOpen, onOpen }: { drawerOpen: boolean; onOpen(): void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="t-icon-button burger-button"
      aria-label={t('shell.nav.openMenu')}
      aria-haspopup="dialog"
      aria-expanded={drawerOpen}
      onClick={onOpen}
    >
      <Icon name="menu" size={24} />
    </button>
  );
}
