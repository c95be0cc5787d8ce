import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';

export interface DragHandleProps {
  /** The accessible name: what pressing it picks up ("Move module Learn"). */
  label: string;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setActivatorNodeRef(element: HTMLElement | null): void;
}

/**
 * The grip a sortable item is dragged by, with the pointer or with the keyboard (space or enter
 * picks up). A handle rather than the whole item, so the item's own link or button keeps its click
 * and its enter key.
 */
export function DragHandle({ label, attributes, listeners, setActivatorNodeRef }: DragHandleProps) {
  return (
    <button type="button" className="drag-handle" ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={label}>
      <svg aria-hidden="true" focusable="false" viewBox="0 0 12 20" width="8" height="14" fill="currentColor">
        <circle cx="3" cy="4" r="1.6" /><circle cx="9" cy="4" r="1.6" />
        <circle cx="3" cy="10" r="1.6" /><circle cx="9" cy="10" r="1.6" />
        <circle cx="3" cy="16" r="1.6" /><circle cx="9" cy="16" r="1.6" />
      </svg>
    </button>
  );
}
