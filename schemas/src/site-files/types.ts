import type { BrandFile, LanguageCode, ModuleFile, PageFile, SiteFile, Translations } from '../generated/model.ts';

/** One thing wrong in a site directory. */
export interface SiteProblem {
  /** The file, relative to the site directory, '/'-separated. */
  file: string;
  /** JSON Pointer into the file; '' for the whole file. */
  path: string;
  /** A sentence saying what is wrong. */
  message: string;
}

export interface LoadedPage {
  file: string;
  page: PageFile;
}

export interface LoadedModule {
  file: string;
  module: ModuleFile;
  /** In the module's childIds order. */
  pages: LoadedPage[];
}

/** A site directory that passed every check. */
export interface LoadedSite {
  /** Absolute path of the site directory. */
  dir: string;
  site: SiteFile;
  /** In settings.moduleOrder order, then any others by key. */
  modules: LoadedModule[];
  /** In site.brands order. */
  brands: Array<{ file: string; brand: BrandFile }>;
  translations: Partial<Record<LanguageCode, Translations>>;
  /** Every referenced asset path (relative, '/'-separated), each existing on disk. */
  assets: string[];
}

/** Where the loader's steps record problems. */
export type ReportProblem = (problem: SiteProblem) => void;
