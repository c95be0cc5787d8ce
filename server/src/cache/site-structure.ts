// The structure as the API serves it, with the lookups the routes need.
import type { Module, Structure } from '@tessera/schemas';

export interface SiteStructure {
  /** Non-archived modules in settings.moduleOrder (then any others by key): the Structure reply. */
  readonly visible: Structure;
  /** Every module, archived ones included, in the same order. */
  readonly ordered: readonly Module[];
  /** A module by slug, archived ones included (who may read those: operations/structure/archived-modules.ts). */
  moduleBySlug(slug: string): Module | undefined;
  /** A module by id, archived ones included. */
  moduleById(id: number): Module | undefined;
  /** Id of the page `pageSlug` in the module `moduleSlug`. */
  pageId(moduleSlug: string, pageSlug: string): number | undefined;
  hasPage(id: number): boolean;
}

export function buildSiteStructure(modules: readonly Module[], moduleOrder: ReadonlyArray<number | string>): SiteStructure {
  const rank = new Map(moduleOrder.map((id, index) => [id, index]));
  const ordered = [...modules].sort((a, b) =>
    (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity) || a.key.localeCompare(b.key));
  const bySlug = new Map(modules.map((module) => [module.slug, module]));
  const byId = new Map(modules.map((module) => [module.id, module]));
  const pageIds = new Set(modules.flatMap((module) => module.childIds));
  return {
    visible: { modules: ordered.filter((module) => !module.archived) },
    ordered,
    moduleBySlug: (slug) => bySlug.get(slug),
    moduleById: (id) => byId.get(id),
    pageId: (moduleSlug, pageSlug) => bySlug.get(moduleSlug)?.children.find((page) => page.slug === pageSlug)?.id,
    hasPage: (id) => pageIds.has(id),
  };
}
