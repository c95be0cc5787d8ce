import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import { DragHandle } from '../drag/DragHandle.tsx';

/** One tab's name in the tab-order row, with the grip that drags it (none when it may not be moved). */
export function SortableTabChip({ id, label, movable }: { id: number; label: string; movable: boolean }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, data: { label }, disabled: { draggable: !movable, droppable: false } });
  return (
    <li ref={setNodeRef} className="tab-order__chip" style={{ transform: CSS.Translate.toString(transform), transition }} data-dragging={isDragging}>
      {movable && <DragHandle label={t('editMode.tabs.moveTab', { name: label })} attributes={attributes} listeners={listeners} setActivatorNodeRef={setActivatorNodeRef} />}
      <span>{label}</span>
    </li>
  );
}
