// Modules with their page summaries, and whole pages with their blocks, in one language.
import type { Block, Module, Page, PageSummary, Structure } from '../generated/model.ts';
import { localiseTexts, type ReplyLanguages } from './localise-texts.ts';

/** A block type's translatable options, by `block.type` (its definition's `translatable`; none for an unknown type). */
export type TranslatableOptionsOf = (blockType: string) => readonly string[];

const NAME = ['name'];

export const localisePageSummary = (page: PageSummary, languages: ReplyLanguages): PageSummary => localiseTexts(page, NAME, languages);

/** The module's name and its pages' names in the reply's language. */
export function localiseModule(module: Module, languages: ReplyLanguages): Module {
  return { ...localiseTexts(module, NAME, languages), children: module.children.map((page) => localisePageSummary(page, languages)) };
}

export function localiseStructure(structure: Structure, languages: ReplyLanguages): Structure {
  return { ...structure, modules: structure.modules.map((module) => localiseModule(module, languages)) };
}

/** The block's title and the options its type marks translatable, in the reply's language. */
export function localiseBlock(block: Block, translatableOf: TranslatableOptionsOf, languages: ReplyLanguages): Block {
  const paths = ['title', ...translatableOf(block.type).map((option) => `options.${option}`)];
  return localiseTexts(block, paths, languages);
}

/** The page's name and every block's texts in the reply's language. */
export function localisePage(page: Page, translatableOf: TranslatableOptionsOf, languages: ReplyLanguages): Page {
  return { ...localiseTexts(page, NAME, languages), blocks: page.blocks.map((block) => localiseBlock(block, translatableOf, languages)) };
}
