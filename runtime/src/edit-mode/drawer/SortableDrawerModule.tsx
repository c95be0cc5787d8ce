import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Collapsible } from 'radix-ui';
import { moduleTarget, navPages, textLang, type Module } from '@tessera/schemas';
import { useCan } from '../../permissions/use-can.ts';
import { Icon } from '../../shell/icons/Icon.tsx';
import { useCurrentNavigation } from '../../shell/layout/use-current-navigation.ts';
import { AddItemButton } from '../header/AddItemButton.tsx';
import { pageDragId } from '../header/drag-items.ts';
import { EditItemButton } from '../header/EditItemButton.tsx';
import { useSortableHeaderItem } from '../header/use-sortable-header-item.tsx';
import { SortableDrawerPage } from './SortableDrawerPage.tsx';

export interface SortableDrawerModuleProps {
  module: Module;
  /** It holds the open page: it starts unfolded. */
  current: boolean;
  /** move on items.modules: the grip shows. */
  canMove: boolean;
  onClose(): void;
}

/**
 * A module in the drawer in edit mode: grip, name (folds its pages in and out), cog; unfolded,
 * its pages, hidden ones included, and "Add page". While a page of another module is held, the
 * module is a drop zone for it, folded or not.
 */
export function SortableDrawerModule({ module, current, canMove, onClose }: SortableDrawerModuleProps) {
  const can = useCan();
  const { page: openPage } = useCurrentNavigation();
  const { rowProps, grip } = useSortableHeaderItem({ kind: 'module', moduleId: module.id }, module.name, canMove);
  const pages = navPages(module, { editMode: true, currentPageId: openPage?.id });
  const target = moduleTarget(module.id);
  const canMovePages = can('moveChildren', 'items.modules', target);
  return (
    <li className="edit-drawer-module" {...rowProps}>
      <Collapsible.Root defaultOpen={current}>
        <div className="edit-drawer__row">
          {grip}
          <Collapsible.Trigger className="nav-drawer__module edit-drawer__name" data-module-slug={module.slug} data-current={current}>
            <span lang={textLang(module, 'name')}>{module.name}</span>
            <Icon name="chevronDown" size={18} />
          </Collapsible.Trigger>
          <EditItemButton kind="module" item={module} onOpen={onClose} />
        </div>
        <Collapsible.Content>
          <SortableContext items={pages.map((page) => pageDragId(page.id))} strategy={verticalListSortingStrategy}>
            <ul className="nav-drawer__pages edit-drawer__pages">
              {pages.map((page) => (
                <SortableDrawerPage key={page.id} module={module} page={page} current={page.id === openPage?.id} canMove={canMovePages} onClose={onClose} />
              ))}
              {can('addChildren', 'items.modules', target) && (
                <li className="edit-drawer__add-page">
                  <AddItemButton kind="page" module={module} />
                </li>
              )}
            </ul>
          </SortableContext>
        </Collapsible.Content>
      </Collapsible.Root>
    </li>
  );
}
