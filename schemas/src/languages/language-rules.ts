// The rules of `settings.languages` a JSON Schema cannot say (the schema already limits every
// code to the supported set).
import type { LanguageSettings } from './published-languages.ts';

/** One broken language rule: a JSON Pointer into the settings and a sentence. */
export interface LanguageProblem {
  path: string;
  message: string;
}

/**
 * Every broken rule of `languages`: the default must be enabled, and only enabled languages can be
 * published. (The default needs no listing among the published: it always is.)
 */
export function languageProblems({ default: defaultLanguage, enabled, published = [] }: LanguageSettings): LanguageProblem[] {
  const problems: LanguageProblem[] = [];
  if (!enabled.includes(defaultLanguage)) {
    problems.push({ path: '/languages/default', message: `The default language '${defaultLanguage}' must be one of the enabled languages (${enabled.join(', ')}).` });
  }
  published.forEach((code, index) => {
    if (!enabled.includes(code)) problems.push({ path: `/languages/published/${index}`, message: `'${code}' cannot be published: it is not an enabled language.` });
  });
  return problems;
}
