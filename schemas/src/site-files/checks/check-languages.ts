import { LANGUAGE_CODES, isLanguageCode } from '../../languages/language-codes.ts';
import type { SiteTree } from '../site-tree.ts';
import type { ReportProblem } from '../types.ts';

/** Each i18n file is named after a supported language. */
export function checkLanguages(tree: SiteTree, report: ReportProblem): void {
  for (const { key, file } of tree.translations) {
    if (!isLanguageCode(key)) {
      report({ file, path: '', message: `'${key}' is not a supported language; name translation files after one of ${LANGUAGE_CODES.join(', ')}.` });
    }
  }
}
