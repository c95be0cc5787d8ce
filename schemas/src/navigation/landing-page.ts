import type { Module, PageSummary } from '../generated/model.ts';
import { navModules } from './nav-modules.ts';

/** The page a module route opens: its defaultPage, else its first page. */
export function defaultPageOf(module: Module): PageSummary | undefined {
  return module.children.find((page) => page.id === module.defaultPage) ?? module.children[0];
}

/**
 * The home module: the first module with a tab in the module bar, else the first module at all.
 * `modules` in settings.moduleOrder order, as GET /init lists them.
 */
export function defaultModule(modules: Module[]): Module | undefined {
  return navModules(modules, { editMode: false })[0] ?? modules[0];
}

/**
 * The page an address that names no page lands on (spec §2.1): the named module's default page,
 * or with no module named, the home module's. The app redirects there; GET /init sends that page
 * with its first answer, so the redirect costs no second call.
 */
export function landingPage(modules: Module[], moduleSlug?: string): PageSummary | undefined {
  const module = moduleSlug === undefined ? defaultModule(modules) : modules.find((candidate) => candidate.slug === moduleSlug);
  return module && defaultPageOf(module);
}
