import type { LanguageCode, SiteTranslationsFile, Translations } from '../generated/model.ts';
import { isLanguageCode } from '../languages/language-codes.ts';
import type { FileEntry, ModuleEntry, SiteTree } from './site-tree.ts';
import type { LoadedModule, LoadedSite } from './types.ts';

/**
 * The loaded site from a tree that passed every check, in the orders the contract promises.
 * Null when some file it needs has no value, which the checks will already have reported.
 */
export function assembleSite(dir: string, tree: SiteTree, assets: string[]): LoadedSite | null {
  if (!tree.site) return null;
  const modules = allPresent(orderModules(tree).map(loadedModule));
  const brandFiles = new Map(tree.brands.map((entry) => [entry.key, entry]));
  const brands = allPresent(tree.site.brands.map((key) => valueOf(brandFiles.get(key))).map((entry) => entry && { file: entry.file, brand: entry.value }));
  if (!modules || !brands) return null;
  return { dir, site: tree.site, modules, brands, translations: translationsByLanguage(tree.translations), assets };
}

/** Modules in settings.moduleOrder order, then the others by key. */
function orderModules({ site, modules }: SiteTree): ModuleEntry[] {
  const byKey = new Map(modules.map((module) => [module.key, module]));
  const ordered = (site?.settings.moduleOrder ?? []).flatMap((key) => byKey.get(String(key)) ?? []);
  return [...ordered, ...modules.filter((module) => !ordered.includes(module))];
}

function loadedModule(entry: ModuleEntry): LoadedModule | null {
  if (!entry.value) return null;
  const pageFiles = new Map(entry.pages.map((page) => [page.key, page]));
  const pages = allPresent(entry.value.childIds.map((key) => valueOf(pageFiles.get(key))).map((page) => page && { file: page.file, page: page.value }));
  return pages && { file: entry.file, module: entry.value, pages };
}

/** The texts of each language, without the files' `$schema`. */
function translationsByLanguage(entries: Array<FileEntry<SiteTranslationsFile>>): Partial<Record<LanguageCode, Translations>> {
  const translations: Partial<Record<LanguageCode, Translations>> = {};
  for (const { key, value } of entries) {
    if (!isLanguageCode(key) || !value) continue;
    const { $schema: _, ...texts } = value;
    translations[key] = texts as Translations;
  }
  return translations;
}

/** The entry with its value, or null when it is missing or has none. */
function valueOf<T>(entry: FileEntry<T> | undefined): { file: string; value: T } | null {
  return entry?.value ? { file: entry.file, value: entry.value } : null;
}

/** The items when none is null, otherwise null. */
function allPresent<T>(items: Array<T | null>): T[] | null {
  return items.every((item): item is T => item !== null) ? items : null;
}
