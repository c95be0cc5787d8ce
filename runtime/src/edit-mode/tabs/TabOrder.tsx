import { DndContext, type DragEndEvent } from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import type { Block } from '@tessera/schemas';
import { useBlockRenderContext } from '@tessera/blocks';
import { useBlockGrants } from '../editor/page/use-block-grants.ts';
import { useDragAccessibility } from '../drag/use-drag-accessibility.ts';
import { useEditorSensors } from '../drag/use-editor-sensors.ts';
import { moved } from '../header/header-drop.ts';
import { SortableTabChip } from './SortableTabChip.tsx';
import { useSaveTabOrder } from './use-save-tab-order.ts';
import '../drag/drag.css';
import './tab-order.css';

/**
 * Reordering a tabs block's tabs by drag in edit mode (forms spec §4 "Tabs block"): a row of the
 * tabs' names above the block, each with a grip, in the tabs' order. A row of its own rather than
 * grips inside the tab strip: a tablist may hold only tabs, and its arrow keys already move between
 * them, which would fight the keyboard drag.
 */
export function TabOrder({ block }: { block: Block }) {
  const { t } = useTranslation();
  const { blocks } = useBlockRenderContext();
  const sensors = useEditorSensors();
  const accessibility = useDragAccessibility();
  const save = useSaveTabOrder();
  const grants = useBlockGrants();
  const children = block.children ?? [];
  // A reorder moves one tab within the tabs block: move on its type where it lies and where it goes.
  const movable = new Set(children.filter((id) => {
    const child = blocks.get(id);
    return child !== undefined && grants.mayMove(child, { parentType: 'block', parentId: block.id });
  }));
  if (children.length < 2 || movable.size === 0) return null;

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const movedId = Number(active.id);
    save(block, movedId, moved(children, movedId, Number(over.id)));
  }

  return (
    <div className="tab-order" role="group" aria-label={t('editMode.tabs.order', { name: block.title || block.type })}>
      <DndContext sensors={sensors} accessibility={accessibility} onDragEnd={onDragEnd}>
        <SortableContext items={children} strategy={horizontalListSortingStrategy}>
          <ul className="tab-order__list">
            {children.map((id) => {
              const child = blocks.get(id);
              return <SortableTabChip key={id} id={id} label={child?.title || child?.key || String(id)} movable={movable.has(id)} />;
            })}
          </ul>
        </SortableContext>
      </DndContext>
    </div>
  );
}
