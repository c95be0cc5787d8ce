import { useDndContext } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Collapsible } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { moduleTarget, navPages, textLang, type Module } from '@tessera/schemas';
import { useCan } from '../../permissions/use-can.ts';
import { Icon } from '../../shell/icons/Icon.tsx';
import { useCurrentNavigation } from '../../shell/layout/use-current-navigation.ts';
import { DragHandle } from '../drag/DragHandle.tsx';
import { AddItemButton } from '../header/AddItemButton.tsx';
import { headerItemOf, moduleDragId, pageDragId, type HeaderDragItem } from '../header/drag-items.ts';
import { EditItemButton } from '../header/EditItemButton.tsx';
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
  const { t } = useTranslation();
  const can = useCan();
  const { page: openPage } = useCurrentNavigation();
  const item: HeaderDragItem = { kind: 'module', moduleId: module.id };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging, isOver } = useSortable({
    id: moduleDragId(module.id),
    data: { item, label: module.name },
    disabled: { draggable: !canMove, droppable: false },
  });
  const held = headerItemOf(useDndContext().active);
  const dropZone = held?.kind === 'page' && held.moduleId !== module.id;
  const pages = navPages(module, { editMode: true, currentPageId: openPage?.id });
  const target = moduleTarget(module.id);
  const canMovePages = can('moveChildren', 'items.modules', target);
  return (
    <li
      ref={setNodeRef}
      className="edit-drawer-module"
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-dragging={isDragging}
      data-drop-zone={dropZone || undefined}
      data-drop-over={(dropZone && isOver) || undefined}
    >
      <Collapsible.Root defaultOpen={current}>
        <div className="edit-drawer__row">
          {canMove && (
            <DragHandle label={t('editMode.header.moveModule', { name: module.name })} attributes={attributes} listeners={listeners} setActivatorNodeRef={setActivatorNodeRef} />
          )}
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
