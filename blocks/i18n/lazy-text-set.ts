// A set of texts that is not in the shell's (the editor's, the forms'): one JSON file per language,
// imported when first needed and added to an i18next instance under the texts already there.
import type { i18n as I18n } from 'i18next';
import { isLanguageCode, type LanguageCode, type Translations } from '@tessera/schemas';

/** Per language, its file's import (loaded when first needed) or its texts (bundled with the code that shows them). */
export type TextFiles = Record<LanguageCode, (() => Promise<{ default: Translations }>) | Translations>;

export interface TextSet {
  /**
   * Adds that language's file to `i18n` once (later calls get the same promise) and settles when
   * it is in; a failed load (offline) is tried again on the next call. Languages we do not ship
   * are skipped. A bundled language is in when this returns.
   */
  install(i18n: I18n, language: string): Promise<void>;
  /** Whether the language's texts are in `i18n` already (so a component need not wait a render for them). */
  has(i18n: I18n, language: string): boolean;
}

/**
 * Adds bundled texts without announcing them: they are added while the component needing them
 * renders, and an announcement ('added', which re-renders every component using i18next) would
 * update other components during that render. Nothing shows these keys before they are in.
 * Existing texts (a bundle from the server: the site's own wording) are kept.
 */
function addSilently(i18n: I18n, language: LanguageCode, texts: Translations): void {
  for (const [key, text] of Object.entries(texts)) {
    if (text !== undefined && i18n.getResource(language, 'translation', key) === undefined) i18n.addResource(language, 'translation', key, text, { silent: true });
  }
}

/** A text set made of one file per language. */
export function lazyTextSet(files: TextFiles): TextSet {
  // Kept by the instance's store: react-i18next hands each component a wrapper of the instance
  // (a new object per mount and language), and every wrapper shares the instance's store.
  const installed = new WeakMap<object, Map<LanguageCode, Promise<void>>>();
  const done = new WeakMap<object, Set<string>>();
  const has = (i18n: I18n, language: string) => !isLanguageCode(language) || (done.get(i18n.store)?.has(language) ?? false);
  const install = (i18n: I18n, language: string): Promise<void> => {
    if (!isLanguageCode(language)) return Promise.resolve();
    const languages = installed.get(i18n.store) ?? new Map<LanguageCode, Promise<void>>();
    installed.set(i18n.store, languages);
    let loading = languages.get(language);
    if (!loading) {
      const markDone = () => void done.set(i18n.store, (done.get(i18n.store) ?? new Set()).add(language));
      const file = files[language];
      if (typeof file !== 'function') {
        addSilently(i18n, language, file);
        markDone();
      }
      loading = typeof file !== 'function' ? Promise.resolve() : file().then(
        (loaded) => {
          // Not overwriting: a bundle from the server (the site's own wording) keeps its texts.
          i18n.addResourceBundle(language, 'translation', loaded.default, true, false);
          markDone();
        },
        (error: unknown) => {
          languages.delete(language);
          throw error;
        },
      );
      languages.set(language, loading);
    }
    return loading;
  };
  return { install, has };
}
