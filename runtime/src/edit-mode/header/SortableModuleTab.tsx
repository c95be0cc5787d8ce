import { useDndContext } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import type { Module } from '@tessera/schemas';
import { TabLink } from '../../shell/tabs/TabLink.tsx';
import type { TabItem } from '../../shell/tabs/tab-items.ts';
import { DragHandle } from '../drag/DragHandle.tsx';
import { headerItemOf, moduleDragId, type HeaderDragItem } from './drag-items.ts';
import { EditItemButton } from './EditItemButton.tsx';

export interface SortableModuleTabProps {
  module: Module;
  tab: TabItem;
  /** move on items.modules: the grip shows. */
  canMove: boolean;
}

/**
 * A module tab in edit mode: a grip to drag it along the bar, the tab's link, and its cog. While a
 * page of another module is held, the tab is a drop zone for it (shell spec §4 "Page drag").
 */
export function SortableModuleTab({ module, tab, canMove }: SortableModuleTabProps) {
  const { t } = useTranslation();
  const item: HeaderDragItem = { kind: 'module', moduleId: module.id };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging, isOver } = useSortable({
    id: moduleDragId(module.id),
    data: { item, label: module.name },
    disabled: { draggable: !canMove, droppable: false },
  });
  const held = headerItemOf(useDndContext().active);
  const dropZone = held?.kind === 'page' && held.moduleId !== module.id;
  return (
    <li
      ref={setNodeRef}
      className="edit-tab"
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-dragging={isDragging}
      data-drop-zone={dropZone || undefined}
      data-drop-over={(dropZone && isOver) || undefined}
    >
      {canMove && (
        <DragHandle label={t('editMode.header.moveModule', { name: module.name })} attributes={attributes} listeners={listeners} setActivatorNodeRef={setActivatorNodeRef} />
      )}
      <TabLink tab={tab} className="module-tabs__link edit-tab__link" />
      <EditItemButton kind="module" item={module} />
    </li>
  );
}
