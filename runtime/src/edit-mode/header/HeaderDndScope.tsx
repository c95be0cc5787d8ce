import { useState, type ReactNode } from 'react';
import { DndContext, type DragEndEvent } from '@dnd-kit/core';
import type { Module } from '@tessera/schemas';
import { useStructure } from '../../state/hooks.ts';
import { useDragAccessibility } from '../drag/use-drag-accessibility.ts';
import { useEditorSensors } from '../drag/use-editor-sensors.ts';
import { headerItemOf } from './drag-items.ts';
import { headerCollision } from './header-collision.ts';
import { headerDrop, type HeaderDrop } from './header-drop.ts';
import { MovePageDialog } from './MovePageDialog.tsx';
import { useHeaderChanges } from './use-header-changes.ts';
import '../drag/drag.css';

/** A page held over another module's tab, waiting for the admin to confirm the move. */
export type PendingPageMove = Extract<HeaderDrop, { kind: 'movePage' }>;

/**
 * The drag and drop of the header in edit mode, around the module tabs and the sub-bar so a page
 * can go from one to the other: reorders modules and pages at once, and asks before a page moves
 * to another module (shell spec §4 "Page drag"). Small screens have it twice: around the sub-bar,
 * and around the drawer's modules, which stand in for the module bar there.
 */
export function HeaderDndScope({ children }: { children: ReactNode }) {
  const { modules } = useStructure();
  const sensors = useEditorSensors();
  const accessibility = useDragAccessibility();
  const changes = useHeaderChanges();
  const [pendingMove, setPendingMove] = useState<PendingPageMove | null>(null);

  function onDragEnd({ active, over }: DragEndEvent) {
    const moving = headerItemOf(active);
    const drop = moving && headerDrop(modules, moving, headerItemOf(over));
    if (!drop) return;
    if (drop.kind === 'movePage') setPendingMove(drop);
    else if (drop.kind === 'orderModules') changes.orderModules(drop.order);
    else changes.orderPages(drop.moduleId, drop.order);
  }

  return (
    <DndContext sensors={sensors} collisionDetection={headerCollision} accessibility={accessibility} onDragEnd={onDragEnd}>
      {children}
      {pendingMove && (
        <MovePageDialog
          move={describeMove(modules, pendingMove)}
          onConfirm={() => {
            setPendingMove(null);
            changes.movePage(pendingMove);
          }}
          onCancel={() => setPendingMove(null)}
        />
      )}
    </DndContext>
  );
}

/** The names the confirmation shows: page, source module, target module. */
export interface MoveDescription {
  page: string;
  from: string;
  to: string;
}

function describeMove(modules: readonly Module[], move: PendingPageMove): MoveDescription {
  const from = modules.find((module) => module.id === move.fromModuleId);
  const to = modules.find((module) => module.id === move.toModuleId);
  const page = from?.children.find((candidate) => candidate.id === move.pageId);
  return { page: page?.name ?? '', from: from?.name ?? '', to: to?.name ?? '' };
}
