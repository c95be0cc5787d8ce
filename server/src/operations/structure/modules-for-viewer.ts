// The module and page lists as one viewer may read them (archived modules only for those who may
// change them: see archived-modules.ts; pages naming lists only for their members: page-visibility.ts).
import { pagesHiddenFrom, structureWithout, type Module, type PageSummary, type PageViewer } from '@tessera/schemas';
import type { SiteStructure } from '../../cache/site-structure.ts';
import type { Actor } from '../actor.ts';
import { mayReadModule } from './archived-modules.ts';
import { searchItems, type SearchOptions, type SearchPage } from './search-items.ts';

/** The kinds of module a search loads: normal ones, abstract ones, or both (the default). */
export type ModuleType = 'normal' | 'abstract';

/** Every module `viewer` may read, in the navigation order, without the pages they may not view. */
export function modulesFor(structure: SiteStructure, viewer: Actor & PageViewer): Module[] {
  const readable = { modules: structure.ordered.filter((module) => mayReadModule(viewer, module)) };
  return structureWithout(readable, pagesHiddenFrom(readable, viewer)).modules;
}

/** One page of the modules `viewer` may read that are of `typesToLoad` and match. */
export function searchModulesFor(modules: readonly Module[], options: SearchOptions & { typesToLoad?: readonly ModuleType[] | undefined }): SearchPage<Module> {
  const types = new Set(options.typesToLoad ?? ['normal', 'abstract']);
  return searchItems(modules.filter((module) => types.has(module.isAbstract ? 'abstract' : 'normal')), options);
}

/** The pages of `modules` (of the one with `moduleId` when given), module by module in order. */
export const pagesOf = (modules: readonly Module[], moduleId?: number): PageSummary[] =>
  modules.filter((module) => moduleId === undefined || module.id === moduleId).flatMap((module) => module.children);
