import { LANGUAGE_CODES, isLanguageCode } from '../../languages/language-codes.ts';
import { pointer } from '../json-pointer.ts';
import { validEntries, type SiteTree } from '../site-tree.ts';
import type { ReportProblem } from '../types.ts';

/** How many missing keys a problem names before it says "and N more". */
const KEYS_NAMED = 5;

/**
 * The site's own texts (i18n/<language>.json): each file is named after a supported language that
 * the site enables (problems). Once the site has any, every enabled language should have one, and
 * every file the same keys, so each language has as many texts as the others: `warn` hears these,
 * as a missing text falls back to the shell's text or the default language and the site still works.
 */
export function checkLanguages(tree: SiteTree, report: ReportProblem, warn: ReportProblem): void {
  const enabled: readonly string[] = tree.site?.settings.languages.enabled ?? [];
  for (const { key, file } of tree.translations) {
    if (!isLanguageCode(key)) {
      report({ file, path: '', message: `'${key}' is not a supported language; name translation files after one of ${LANGUAGE_CODES.join(', ')}.` });
    } else if (tree.site && !enabled.includes(key)) {
      report({ file, path: '', message: `'${key}' is not an enabled language: enable it in settings.languages of site.json or remove this file.` });
    }
  }
  if (tree.translations.length === 0) return;
  const declared = new Set(tree.translations.map((entry) => entry.key));
  for (const [index, language] of enabled.entries()) {
    if (!declared.has(language)) {
      warn({ file: 'site.json', path: pointer('settings', 'languages', 'enabled', index), message: `The enabled language '${language}' has no i18n/${language}.json, so the site's own texts show in another language there.` });
    }
  }
  checkEqualKeys(tree, warn);
}

/** Each file lacking keys another file has, named with the count of texts per language. */
function checkEqualKeys(tree: SiteTree, warn: ReportProblem): void {
  const files = validEntries(tree.translations).map(({ file, value }) => ({ file, keys: new Set(Object.keys(value).filter((key) => key !== '$schema')) }));
  const allKeys = [...new Set(files.flatMap(({ keys }) => [...keys]))].sort();
  for (const { file, keys } of files) {
    const missing = allKeys.filter((key) => !keys.has(key));
    if (missing.length === 0) continue;
    const named = missing.slice(0, KEYS_NAMED).map((key) => `'${key}'`).join(', ');
    const more = missing.length > KEYS_NAMED ? ` and ${missing.length - KEYS_NAMED} more` : '';
    warn({ file, path: '', message: `This file has ${keys.size} text${keys.size === 1 ? '' : 's'} where the languages together have ${allKeys.length}: add ${named}${more}.` });
  }
}
