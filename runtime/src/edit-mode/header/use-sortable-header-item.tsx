import { useDndContext } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DragHandle } from '../drag/DragHandle.tsx';
import { headerItemOf, moduleDragId, pageDragId, type HeaderDragItem } from './drag-items.ts';

/** What a sortable module or page row puts on its element. */
export interface SortableRowProps {
  ref: (element: HTMLElement | null) => void;
  style: CSSProperties;
  'data-dragging': boolean;
  'data-drop-zone'?: true;
  'data-drop-over'?: true;
}

/**
 * A module or page of the header or the drawer in edit mode as a sortable row: the props for its
 * element and its grip (null when the user may not move it). While a page of another module is
 * held, a module is a drop zone for it (shell spec §4 "Page drag").
 */
export function useSortableHeaderItem(item: HeaderDragItem, label: string, canMove: boolean): { rowProps: SortableRowProps; grip: ReactNode } {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging, isOver } = useSortable({
    id: item.kind === 'module' ? moduleDragId(item.moduleId) : pageDragId(item.pageId),
    data: { item, label },
    disabled: { draggable: !canMove, droppable: false },
  });
  const held = headerItemOf(useDndContext().active);
  const dropZone = item.kind === 'module' && held?.kind === 'page' && held.moduleId !== item.moduleId;
  const rowProps: SortableRowProps = {
    ref: setNodeRef,
    style: { transform: CSS.Translate.toString(transform), transition },
    'data-dragging': isDragging,
    ...(dropZone ? { 'data-drop-zone': true } : {}),
    ...(dropZone && isOver ? { 'data-drop-over': true } : {}),
  };
  const moveLabel = t(item.kind === 'module' ? 'editMode.header.moveModule' : 'editMode.header.movePage', { name: label });
  const grip = canMove ? <DragHandle label={moveLabel} attributes={attributes} listeners={listeners} setActivatorNodeRef={setActivatorNodeRef} /> : null;
  return { rowProps, grip };
}
