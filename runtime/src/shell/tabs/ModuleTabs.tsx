import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEditMode, useSettings, useStructure } from '../../state/hooks.ts';
import { useCurrentNavigation } from '../layout/use-current-navigation.ts';
import { MoreMenu } from './DeferredMoreMenu.tsx';
import { TabLink } from './TabLink.tsx';
import { tabItems } from './tab-items.ts';
import { useTabOverflow } from './use-tab-overflow.ts';
import './module-tabs.css';

/**
 * The module bar for medium screens and up: one tab per visible module, then static menu pages;
 * tabs that do not fit move into "More". Small screens use the drawer instead, so no overflow is
 * calculated there (spec §2.6).
 */
export function ModuleTabs() {
  const { t } = useTranslation();
  const structure = useStructure();
  const settings = useSettings();
  const editMode = useEditMode();
  const { module } = useCurrentNavigation();
  const { pathname } = useLocation();
  const tabs = useMemo(
    () => tabItems({ modules: structure.modules, staticPages: settings.staticPages, editMode, currentModuleId: module?.id, pathname }),
    [structure.modules, settings.staticPages, editMode, module?.id, pathname],
  );
  const { containerRef, listRef, visibleCount } = useTabOverflow(tabs);
  // Until the tabs are measured (before the first paint) none shows, and "More" neither.
  const overflow = visibleCount === undefined ? [] : tabs.slice(visibleCount);
  return (
    <nav ref={containerRef} className="module-tabs" aria-label={t('shell.nav.modules')}>
      <ul ref={listRef} className="module-tabs__list">
        {tabs.slice(0, visibleCount ?? 0).map((tab, index) => (
          <li key={tab.key} data-tab-index={index}>
            <TabLink tab={tab} className="module-tabs__link" />
          </li>
        ))}
        {overflow.length > 0 && (
          <li>
            <MoreMenu tabs={overflow} />
          </li>
        )}
      </ul>
    </nav>
  );
}
