import { navModules, textLang, type AppSettings, type Module } from '@tessera/schemas';
import { modulePath } from '../links/paths.ts';

/** One entry of the module bar: a module tab or a static menu page. */
export interface TabItem {
  key: string;
  label: string;
  /** The label's language when it fell back to the site's default (untranslated module name). */
  lang?: string | undefined;
  to: string;
  /** Set on module tabs only (the DOM contract's data-module-slug). */
  moduleSlug?: string;
  current: boolean;
}

export interface TabItemsInput {
  modules: Module[];
  staticPages: AppSettings['staticPages'];
  editMode: boolean;
  currentModuleId: number | undefined;
  pathname: string;
}

/**
 * The module bar's entries: the visible modules in moduleOrder (`navModules`, spec §5), then
 * the static pages that have a label and displayInMenu (spec §2.6).
 */
export function tabItems({ modules, staticPages = [], editMode, currentModuleId, pathname }: TabItemsInput): TabItem[] {
  const moduleTabs = navModules(modules, { editMode, currentModuleId }).map((module) => ({
    key: `module-${module.id}`,
    label: module.name,
    lang: textLang(module, 'name'),
    to: modulePath(module.slug),
    moduleSlug: module.slug,
    current: module.id === currentModuleId,
  }));
  const staticTabs = staticPages
    .filter((page) => page.displayInMenu === true && page.label.trim() !== '')
    .map((page) => ({
      key: `static-${page.path}`,
      label: page.label,
      to: page.path,
      current: pathname === page.path || pathname.startsWith(`${page.path}/`),
    }));
  return [...moduleTabs, ...staticTabs];
}
