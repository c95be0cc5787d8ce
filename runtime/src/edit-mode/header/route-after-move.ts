import type { Module } from '@tessera/schemas';
import { modulePath, pagePath } from '../../shell/links/paths.ts';

/**
 * Where to go after a page moved to another module (shell spec §4 "Page drag"): nowhere unless the
 * moved page was the one open; then the first page left in the current module, or the module
 * route when it has none. The caller replaces the history entry with it.
 */
export function routeAfterPageMove(currentModule: Module, movedPageId: number, openPageId: number | undefined): string | null {
  if (movedPageId !== openPageId) return null;
  const first = currentModule.children.find((page) => page.id !== movedPageId);
  return first ? pagePath(currentModule.slug, first.slug) : modulePath(currentModule.slug);
}
