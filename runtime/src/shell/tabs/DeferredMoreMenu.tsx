// The "More" menu loads after the first page: until then its button shows as it does closed.
import { useTranslation } from 'react-i18next';
import { deferredComponent, type StandInControls } from '../../boot/deferred-component.tsx';
import { Icon } from '../icons/Icon.tsx';
import type { TabItem } from './tab-items.ts';

/** MoreMenu's closed trigger, without the menu's code. */
function MoreButton({ tabs, controls }: { tabs: TabItem[]; controls: StandInControls }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="module-tabs__link module-tabs__more"
      data-holds-current={tabs.some((tab) => tab.current)}
      aria-haspopup="menu"
      aria-expanded="false"
      data-state="closed"
      onPointerEnter={controls.preload}
      onFocus={controls.preload}
      // Radix opens its menus on pointerdown; the real button may take over before the click.
      onPointerDown={(event) => event.button === 0 && controls.activate()}
      onClick={controls.activate}
    >
      {t('shell.nav.more')}
      <Icon name="chevronDown" size={14} />
    </button>
  );
}

/** {@link import('./MoreMenu.tsx').MoreMenu}, loaded after the first page. */
export const MoreMenu = deferredComponent(
  () => import('./MoreMenu.tsx').then((module) => module.MoreMenu),
  ({ tabs }, controls) => <MoreButton tabs={tabs} controls={controls} />,
  { defaultOpen: true },
);
