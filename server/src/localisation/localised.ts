// The site's settings, structure, pages and blocks in one language. What the site cache holds is
// localised once per cached object and language: the cache replaces objects when the site
// changes and never changes them, so a localised copy lives exactly as long as its source (a
// WeakMap entry) and needs no invalidation of its own. /init and page reads stay map lookups.
import { translatableOptions } from '@tessera/blocks/definitions';
import {
  localiseBlock, localiseModule, localisePage, localiseSettings,
  type AppSettings, type Block, type Module, type Page, type ReplyLanguages, type Structure,
} from '@tessera/schemas';
import type { SiteStructure } from '../cache/site-structure.ts';

/** `localise` made once per source object and pair of languages. */
function oncePerLanguage<Source extends object, Result>(localise: (source: Source, languages: ReplyLanguages) => Result) {
  const made = new WeakMap<Source, Map<string, Result>>();
  return (source: Source, languages: ReplyLanguages): Result => {
    const key = `${languages.language}>${languages.defaultLanguage}`;
    let byLanguage = made.get(source);
    if (!byLanguage) made.set(source, (byLanguage = new Map()));
    let result = byLanguage.get(key);
    if (result === undefined) byLanguage.set(key, (result = localise(source, languages)));
    return result;
  };
}

/** A module and its page summaries in the reply's language. */
export const localisedModule = oncePerLanguage((module: Module, languages) => localiseModule(module, languages));

/** The structure reply (GET /structure, /init) in the reply's language. */
export const localisedStructure = oncePerLanguage((structure: SiteStructure, languages): Structure => ({
  ...structure.visible,
  modules: structure.visible.modules.map((module) => localisedModule(module, languages)),
}));

/** A cached page, every block included, in the reply's language (before the viewer's visibility). */
export const localisedPage = oncePerLanguage((page: Page, languages) => localisePage(page, translatableOptions, languages));

/** The settings in the reply's language: name, description, footer link labels. */
export const localisedSettings = oncePerLanguage((settings: AppSettings, { language }) => localiseSettings(settings, language));

/** A block read from the database (not cached) in the reply's language. */
export const localisedBlock = (block: Block, languages: ReplyLanguages): Block => localiseBlock(block, translatableOptions, languages);
