// The header's changes applied to the structure in the browser at once, so a dropped tab stays
// where it was dropped while the server saves it; the live update that follows replaces the
// structure with the server's, and a refused change puts the previous one back.
import { produce } from 'immer';
import type { Module, Structure } from '@tessera/schemas';

/** The modules in `order`; modules the order leaves out keep their place after it. */
export const withModuleOrder = (structure: Structure, order: readonly number[]): Structure =>
  produce(structure, (draft) => {
    draft.modules.sort((a, b) => rank(order, a.id) - rank(order, b.id));
  });

/** The module's pages in `order`. */
export const withPageOrder = (structure: Structure, moduleId: number, order: readonly number[]): Structure =>
  produce(structure, (draft) => {
    const module = draft.modules.find((candidate) => candidate.id === moduleId);
    if (!module) return;
    module.childIds = [...order];
    module.children.sort((a, b) => rank(order, a.id) - rank(order, b.id));
  });

/** The page taken out of one module and added at the end of another. */
export const withPageMoved = (structure: Structure, pageId: number, fromModuleId: number, toModuleId: number): Structure =>
  produce(structure, (draft) => {
    const from = draft.modules.find((module) => module.id === fromModuleId);
    const to = draft.modules.find((module) => module.id === toModuleId);
    const page = from?.children.find((candidate) => candidate.id === pageId);
    if (!from || !to || !page) return;
    removePage(from, pageId);
    to.children.push({ ...page, moduleId: toModuleId });
    to.childIds.push(pageId);
  });

function removePage(module: Module, pageId: number): void {
  module.children = module.children.filter((page) => page.id !== pageId);
  module.childIds = module.childIds.filter((id) => id !== pageId);
}

function rank(order: readonly number[], id: number): number {
  const index = order.indexOf(id);
  return index === -1 ? order.length : index;
}
