// What can be dragged in the header in edit mode, and the ids dnd-kit knows them by. dnd-kit
// ids are strings or numbers shared by every draggable of one DndContext, so module and page ids
// (numbers from different tables) are prefixed to stay apart.
import type { UniqueIdentifier } from '@dnd-kit/core';

/** A module tab or a page of a module's sub-bar. */
export type HeaderDragItem =
  | { kind: 'module'; moduleId: number }
  | { kind: 'page'; moduleId: number; pageId: number };

/** The data dnd-kit carries for a header item (`useSortable({ id, data })`). */
export interface HeaderDragData {
  item: HeaderDragItem;
}

export const moduleDragId = (moduleId: number): string => `module-${moduleId}`;
export const pageDragId = (pageId: number): string => `page-${pageId}`;

/** The header item behind a dnd-kit `active` or `over`, when it is one. */
export function headerItemOf(entry: { data: { current?: Record<string, unknown> | undefined } } | null | undefined): HeaderDragItem | null {
  const item = entry?.data.current?.['item'];
  return isHeaderDragItem(item) ? item : null;
}

function isHeaderDragItem(value: unknown): value is HeaderDragItem {
  if (typeof value !== 'object' || value === null) return false;
  const kind = (value as { kind?: unknown }).kind;
  return kind === 'module' || kind === 'page';
}

export type { UniqueIdentifier };
