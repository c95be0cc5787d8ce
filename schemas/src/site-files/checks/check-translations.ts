import { languageProblems } from '../../languages/language-rules.ts';
import type { LanguageSettings } from '../../languages/published-languages.ts';
import { pointer } from '../json-pointer.ts';
import { validEntries, type SiteTree } from '../site-tree.ts';
import type { ReportProblem } from '../types.ts';
import { walkPageBlocks } from '../walk-blocks.ts';

/**
 * The language rules of settings.languages, and every `translations` of the settings, a module, a
 * page or a block naming an enabled language other than the default (the elements' own texts are
 * in the default language).
 */
export function checkTranslations(tree: SiteTree, report: ReportProblem): void {
  if (!tree.site) return;
  const { languages, translations } = tree.site.settings;
  for (const { path, message } of languageProblems(languages)) report({ file: 'site.json', path: `/settings${path}`, message });
  const check = (file: string, path: string, translated: object | undefined): void => {
    for (const language of Object.keys(translated ?? {})) {
      const message = translationLanguageProblem(language, languages);
      if (message) report({ file, path: `${path}/translations${pointer(language)}`, message });
    }
  };
  check('site.json', '/settings', translations);
  for (const module of tree.modules) {
    check(module.file, '', module.value?.translations);
    for (const { file, value: page } of validEntries(module.pages)) {
      check(file, '', page.translations);
      for (const { block, path } of walkPageBlocks(page)) check(file, path, block.translations);
    }
  }
}

function translationLanguageProblem(language: string, { default: defaultLanguage, enabled }: LanguageSettings): string | null {
  if (language === defaultLanguage) return `'${language}' is the default language, the one the texts themselves are written in: it takes no translations.`;
  if (!(enabled as readonly string[]).includes(language)) return `'${language}' is not an enabled language: enable it in settings.languages or remove these translations.`;
  return null;
}
