import { KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/** Pixels the pointer must travel before a press becomes a drag, so a click on a handle stays a click. */
const DRAG_DISTANCE = 5;

/**
 * The editor's drag sensors: pointer (mouse, touch, pen) and keyboard (space or enter picks up,
 * arrows move between sortable places, space or enter drops, escape cancels).
 */
export function useEditorSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_DISTANCE } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}
