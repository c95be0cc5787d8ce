// What a drop in the header means (shell spec §4 "Page drag", §2.6): modules reordered, pages of
// one module reordered, or a page held over another module's tab, which asks before moving.
import type { Module } from '@tessera/schemas';
import type { HeaderDragItem } from './drag-items.ts';

export type HeaderDrop =
  | { kind: 'orderModules'; order: number[] }
  | { kind: 'orderPages'; moduleId: number; order: number[] }
  | { kind: 'movePage'; pageId: number; fromModuleId: number; toModuleId: number };

/**
 * The change a drop asks for, or null when it changes nothing: dropped where it started, a
 * module onto a page, or a page onto its own module's tab (spec: ignored).
 */
export function headerDrop(modules: readonly Module[], active: HeaderDragItem, over: HeaderDragItem | null): HeaderDrop | null {
  if (!over) return null;
  if (active.kind === 'module') {
    if (over.kind !== 'module' || over.moduleId === active.moduleId) return null;
    return { kind: 'orderModules', order: moved(modules.map((module) => module.id), active.moduleId, over.moduleId) };
  }
  if (over.kind === 'module' || over.moduleId !== active.moduleId) {
    return over.moduleId === active.moduleId ? null : { kind: 'movePage', pageId: active.pageId, fromModuleId: active.moduleId, toModuleId: over.moduleId };
  }
  if (over.pageId === active.pageId) return null;
  const module = modules.find((candidate) => candidate.id === active.moduleId);
  if (!module) return null;
  return { kind: 'orderPages', moduleId: module.id, order: moved(module.childIds, active.pageId, over.pageId) };
}

/** `ids` with `id` taken out and put where `target` stood (before it moving up, after it moving down). */
export function moved(ids: readonly number[], id: number, target: number): number[] {
  const from = ids.indexOf(id);
  const to = ids.indexOf(target);
  if (from === -1 || to === -1) return [...ids];
  const rest = ids.filter((candidate) => candidate !== id);
  return [...rest.slice(0, to), id, ...rest.slice(to)];
}
