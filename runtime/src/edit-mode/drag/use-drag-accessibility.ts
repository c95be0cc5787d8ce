import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { dragLabel } from './drag-label.ts';

/**
 * dnd-kit's screen-reader instructions and live announcements in the member's language (its own
 * are English), naming the items by their visible names. Pass to `<DndContext accessibility>`.
 */
export function useDragAccessibility(): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const { t } = useTranslation();
  return useMemo(() => ({
    screenReaderInstructions: { draggable: t('editMode.drag.instructions') },
    announcements: {
      onDragStart: ({ active }) => t('editMode.drag.pickedUp', { item: dragLabel(active) }),
      onDragOver: ({ active, over }) => (over ? t('editMode.drag.over', { item: dragLabel(active), target: dragLabel(over) }) : undefined),
      onDragEnd: ({ active, over }) => (over
        ? t('editMode.drag.dropped', { item: dragLabel(active), target: dragLabel(over) })
        : t('editMode.drag.droppedNowhere', { item: dragLabel(active) })),
      onDragCancel: ({ active }) => t('editMode.drag.cancelled', { item: dragLabel(active) }),
    },
  }), [t]);
}
