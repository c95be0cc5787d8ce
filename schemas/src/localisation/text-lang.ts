import type { TextFallbacks } from '../generated/model.ts';
import { htmlLang } from '../languages/html-lang.ts';

/**
 * The `lang` attribute for the text at `path` of a localised element: the tag of the language it
 * fell back to when it has no translation, else undefined (the page's own language applies).
 * @example <span lang={textLang(module, 'name')}>{module.name}</span>
 */
export function textLang(element: { fallbacks?: TextFallbacks | undefined }, path: string): string | undefined {
  const language = element.fallbacks?.[path];
  return language && htmlLang(language);
}
