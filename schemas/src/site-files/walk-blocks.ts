import type { BlockFile } from '../generated/model.ts';
import { pointer } from './json-pointer.ts';

/** A block of a page file and the JSON Pointer to it. */
export interface BlockAt {
  block: BlockFile;
  path: string;
}

/**
 * Every block of a nested block tree, parents before their children: stacked `children` first,
 * then each column of `positions`. `path` is the pointer of the array holding `blocks`.
 */
export function* walkBlocks(blocks: BlockFile[], path = '/blocks'): Generator<BlockAt> {
  for (const [index, block] of blocks.entries()) {
    const at = `${path}${pointer(index)}`;
    yield { block, path: at };
    if (block.children) yield* walkBlocks(block.children, `${at}/children`);
    for (const [column, columnBlocks] of Object.entries(block.positions ?? {})) {
      if (columnBlocks) yield* walkBlocks(columnBlocks, `${at}/positions${pointer(column)}`);
    }
  }
}
