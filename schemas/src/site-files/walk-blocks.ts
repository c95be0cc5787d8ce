import type { BlockFile, PageFile } from '../generated/model.ts';
import { pointer } from './json-pointer.ts';

/** A block of a page file and the JSON Pointer to it. */
export interface BlockAt {
  block: BlockFile;
  path: string;
}

/**
 * Every block of a nested block tree, parents before their children: stacked `children` first,
 * then each column of `positions`. `path` is the pointer of the array holding `blocks`. An array
 * rather than a generator: nested generators made walking a 10,000-block site several times slower.
 */
export function walkBlocks(blocks: BlockFile[], path = '/blocks', found: BlockAt[] = []): BlockAt[] {
  for (let index = 0; index < blocks.length; index++) walkBlock(blocks[index]!, `${path}${pointer(index)}`, found);
  return found;
}

function walkBlock(block: BlockFile, at: string, found: BlockAt[]): void {
  found.push({ block, path: at });
  if (block.children) walkBlocks(block.children, `${at}/children`, found);
  if (block.positions) {
    for (const [column, columnBlocks] of Object.entries(block.positions)) {
      if (columnBlocks) walkBlocks(columnBlocks, `${at}/positions${pointer(column)}`, found);
    }
  }
}

/** Every block of a page file: its first column, its further columns, then its related modal. */
export function walkPageBlocks(page: PageFile): BlockAt[] {
  const found = walkBlocks(page.blocks);
  for (const [column, columnBlocks] of Object.entries(page.positions ?? {})) {
    if (columnBlocks) walkBlocks(columnBlocks, `/positions${pointer(column)}`, found);
  }
  if (page.relatedModal) walkBlock(page.relatedModal, '/relatedModal', found);
  return found;
}
