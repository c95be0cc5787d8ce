import type { BrandFile, ModuleFile, PageFile, SiteFile, SiteTranslationsFile } from '../generated/model.ts';

/** A file of the site read from disk: `value` is null when it could not be read or failed its schema. */
export interface FileEntry<T> {
  /** The key its file or folder name gives it. */
  key: string;
  /** Relative to the site directory, '/'-separated. */
  file: string;
  value: T | null;
}

export interface ModuleEntry extends FileEntry<ModuleFile> {
  /** Every page file in the module's pages folder, by key. */
  pages: Array<FileEntry<PageFile>>;
}

/** Every file of a site directory as read, before the cross-reference checks. */
export interface SiteTree {
  site: SiteFile | null;
  /** One per module folder holding a module.json, by key. */
  modules: ModuleEntry[];
  /** Every brands/*.json, by key. */
  brands: Array<FileEntry<BrandFile>>;
  /** Every i18n/*.json, keyed by file name. */
  translations: Array<FileEntry<SiteTranslationsFile>>;
}

/** The entries that were read and passed their schema. */
export function validEntries<T>(entries: Array<FileEntry<T>>): Array<FileEntry<T> & { value: T }> {
  return entries.filter((entry): entry is FileEntry<T> & { value: T } => entry.value !== null);
}
