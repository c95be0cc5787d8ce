import { blockDefinitions } from '@tessera/blocks/definitions';
import type { Block, BlockTexts } from '@tessera/schemas';

/** A translatable text of a block: its title, or one of the options its type marks translatable. */
export interface BlockText {
  /** 'title' or the option's name. */
  name: string;
  isOption: boolean;
  value: string;
}

/**
 * The texts of `block` (as stored, with its translations) in `language`: the default language's
 * own texts, another language's translation or '' where it has none yet.
 */
export function blockTexts(block: Block, language: string, defaultLanguage: string): BlockText[] {
  const translatable = blockDefinitions.get(block.type)?.translatable ?? [];
  const translations: Partial<Record<string, BlockTexts>> = block.translations ?? {};
  const translation = language === defaultLanguage ? undefined : translations[language];
  const own = (name: string, isOption: boolean): string => {
    const options: Record<string, unknown> = block.options ?? {};
    const stored = isOption ? options[name] : block.title;
    if (!translation) return typeof stored === 'string' ? stored : '';
    return (isOption ? translation.options?.[name] : translation.title) ?? '';
  };
  return [{ name: 'title', isOption: false, value: own('title', false) }, ...translatable.map((name) => ({ name, isOption: true, value: own(name, true) }))];
}

/** The block changes that store `texts` in `language`: its own texts, or its translations in that language. */
export function textChanges(block: Block, texts: readonly BlockText[], language: string, defaultLanguage: string): Partial<Pick<Block, 'title' | 'options' | 'translations'>> {
  const options = Object.fromEntries(texts.filter((text) => text.isOption).map((text) => [text.name, text.value]));
  const title = texts.find((text) => !text.isOption)?.value ?? '';
  if (language === defaultLanguage) return { title, options: { ...block.options, ...options } };
  const translations = { ...block.translations, [language]: { title, options } };
  return { translations: translations as Block['translations'] };
}
