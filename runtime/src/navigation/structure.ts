// Finding modules and pages in the structure from GET /init. Routes name them by slug.
import { defaultModule, defaultPageOf, type Module, type PageSummary } from '@tessera/schemas';

export function findModule(modules: Module[], slug: string): Module | undefined {
  return modules.find((module) => module.slug === slug);
}

export function findPage(module: Module, slug: string): PageSummary | undefined {
  return module.children.find((page) => page.slug === slug);
}

/** The app path of a page ('/community/members'). */
export function pagePath(module: Module, page: PageSummary): string {
  return `/${module.slug}/${page.slug}`;
}

/** Where "home" leads: the default module's default page, or '/' when there is none. */
export function homePath(modules: Module[]): string {
  const module = defaultModule(modules);
  const page = module && defaultPageOf(module);
  return module && page ? pagePath(module, page) : '/';
}
