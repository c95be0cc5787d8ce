// The "More" menu loads after the first page: until then its button shows as it does closed.
import { useTranslation } from 'react-i18next';
import { closedMenuTriggerProps } from '../../boot/closed-menu-trigger.ts';
import { deferredComponent, type StandInControls } from '../../boot/deferred-component.tsx';
import { Icon } from '../icons/Icon.tsx';
import type { TabItem } from './tab-items.ts';

/** MoreMenu's closed trigger, without the menu's code. */
function MoreButton({ tabs, controls }: { tabs: TabItem[]; controls: StandInControls }) {
  const { t } = useTranslation();
  return (
    <button
      {...closedMenuTriggerProps(controls)}
      className="module-tabs__link module-tabs__more"
      data-holds-current={tabs.some((tab) => tab.current)}
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
