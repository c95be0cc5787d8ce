import { horizontalListSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { moduleTarget, navPages } from '@tessera/schemas';
import { useCan } from '../../permissions/use-can.ts';
import { useCurrentNavigation } from '../../shell/layout/use-current-navigation.ts';
import { AddItemButton } from './AddItemButton.tsx';
import { pageDragId } from './drag-items.ts';
import { SortablePageLink } from './SortablePageLink.tsx';
import '../../shell/sub-nav/sub-nav.css';
import './edit-header.css';

/**
 * The current module's page bar in edit mode: every page, hidden ones included (spec §5), each
 * with a grip (moveChildren on the module) to reorder it or drop it on another module's tab, and
 * a cog; then "Add page" (addChildren). It shows even for a module without pages or with
 * hideSubNav, where it is the only way to add one.
 */
export function EditSubNav() {
  const { t } = useTranslation();
  const can = useCan();
  const { module, page: current } = useCurrentNavigation();
  if (!module) return null;
  const pages = navPages(module, { editMode: true, currentPageId: current?.id });
  const target = moduleTarget(module.id);
  const canMove = can('moveChildren', 'items.modules', target);
  return (
    <nav className="sub-nav edit-sub-nav" aria-label={t('shell.nav.pages', { module: module.name })}>
      <SortableContext items={pages.map((page) => pageDragId(page.id))} strategy={horizontalListSortingStrategy}>
        <ul className="sub-nav__list edit-sub-nav__list t-container">
          {pages.map((page) => (
            <SortablePageLink key={page.id} module={module} page={page} current={page.id === current?.id} canMove={canMove} />
          ))}
          {can('addChildren', 'items.modules', target) && (
            <li className="edit-sub-nav__add">
              <AddItemButton kind="page" module={module} />
            </li>
          )}
        </ul>
      </SortableContext>
    </nav>
  );
}
