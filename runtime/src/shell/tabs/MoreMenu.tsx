import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/Icon.tsx';
import { TabLink } from './TabLink.tsx';
import type { TabItem } from './tab-items.ts';

/** The "More" dropdown holding the tabs that do not fit in the bar; `defaultOpen` as in UserMenu. */
export function MoreMenu({ tabs, defaultOpen = false }: { tabs: TabItem[]; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const holdsCurrent = tabs.some((tab) => tab.current);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className="module-tabs__link module-tabs__more" data-holds-current={holdsCurrent}>
        {t('shell.nav.more')}
        <Icon name="chevronDown" size={14} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="t-menu" align="end" sideOffset={6}>
          {tabs.map((tab) => (
            <DropdownMenu.Item key={tab.key} asChild>
              <TabLink tab={tab} className="t-menu__item" />
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
