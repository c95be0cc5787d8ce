// What a page's blocks need before the page renders, so it renders whole at once: the components
// of their types (renderer/LazyBlock.tsx) and, for rich text the sanitiser's fast path refuses,
// DOMPurify (richText/prepare-rich-texts.ts).
import type { Block } from '@tessera/schemas';
import { blockComponentsLoaded, preloadBlockComponents } from './renderer/LazyBlock.tsx';
import { prepareRichTexts, richTextsReady } from './richText/prepare-rich-texts.ts';

const typesOf = (blocks: readonly Block[]) => blocks.map((block) => block.type);

/** Whether these blocks can render now. */
export const blocksReady = (blocks: readonly Block[]): boolean => blockComponentsLoaded(typesOf(blocks)) && richTextsReady(blocks);

/** Loads what these blocks need to render; never rejects (a failed load shows on its block). */
export async function prepareBlocks(blocks: readonly Block[]): Promise<void> {
  await Promise.all([preloadBlockComponents(typesOf(blocks)), prepareRichTexts(blocks)]);
}
