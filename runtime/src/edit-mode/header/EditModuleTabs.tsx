import { horizontalListSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { navModules } from '@tessera/schemas';
import { useCan } from '../../permissions/use-can.ts';
import { useCurrentNavigation } from '../../shell/layout/use-current-navigation.ts';
import { tabItems } from '../../shell/tabs/tab-items.ts';
import { useStructure } from '../../state/hooks.ts';
import { AddItemButton } from './AddItemButton.tsx';
import { moduleDragId } from './drag-items.ts';
import { SortableModuleTab } from './SortableModuleTab.tsx';
import './edit-header.css';

/**
 * The module bar in edit mode (shell spec §2.6): every module but archived ones, each with a grip
 * (move on items.modules) and a cog, then "Add module" (addModules). Static menu pages are left
 * out: they are not modules and cannot be moved or receive pages. Nothing moves into "More"
 * here: the bar scrolls sideways instead, so every tab stays a place to drop a page on.
 */
export function EditModuleTabs() {
  const { t } = useTranslation();
  const can = useCan();
  const { modules } = useStructure();
  const { module: current } = useCurrentNavigation();
  const { pathname } = useLocation();
  const options = { editMode: true, currentModuleId: current?.id };
  // Without static pages, tabItems gives one tab per navModules entry, in the same order.
  const tabs = tabItems({ modules, staticPages: [], pathname, ...options });
  const moduleTabs = navModules(modules, options).flatMap((module, index) => {
    const tab = tabs[index];
    return tab ? [{ tab, module }] : [];
  });
  const canMove = can('move', 'items.modules');
  return (
    <nav className="module-tabs edit-module-tabs" aria-label={t('shell.nav.modules')}>
      <SortableContext items={moduleTabs.map(({ module }) => moduleDragId(module.id))} strategy={horizontalListSortingStrategy}>
        <ul className="module-tabs__list edit-module-tabs__list">
          {moduleTabs.map(({ tab, module }) => (
            <SortableModuleTab key={tab.key} module={module} tab={tab} canMove={canMove} />
          ))}
          {can('addModules', 'items.modules') && (
            <li className="edit-module-tabs__add">
              <AddItemButton kind="module" iconOnly />
            </li>
          )}
        </ul>
      </SortableContext>
    </nav>
  );
}
