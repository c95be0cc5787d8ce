// Flattens a page file's nested block tree into block rows whose children are id lists.
import type { BlockFile } from '@tessera/schemas';
import type { BlockData } from '../../db/schema.ts';
import type { Trx } from '../context.ts';
import { currentOptions } from '../structure/current-options.ts';
import { withFileIds } from './file-references.ts';

/**
 * Inserts `blocks` and everything nested in them, children first so a parent can name its
 * children's ids. Sequential, so ids follow the file's order. Returns the ids of `blocks`.
 */
export async function insertBlocks(trx: Trx, pageId: number, blocks: readonly BlockFile[], fileIds: ReadonlyMap<string, number>): Promise<number[]> {
  const ids: number[] = [];
  for (const block of blocks) ids.push(await insertBlock(trx, pageId, block, fileIds));
  return ids;
}

async function insertBlock(trx: Trx, pageId: number, block: BlockFile, fileIds: ReadonlyMap<string, number>): Promise<number> {
  const children = block.children && await insertBlocks(trx, pageId, block.children, fileIds);
  let positions: Record<string, number[]> | undefined;
  if (block.positions) {
    positions = {};
    for (const [column, columnBlocks] of Object.entries(block.positions)) {
      positions[column] = await insertBlocks(trx, pageId, columnBlocks ?? [], fileIds);
    }
  }
  const data: BlockData = {
    title: block.title,
    showTitle: block.showTitle,
    // Stored at the current version: what the file holds is migrated from the version it names.
    ...currentOptions(block.type, block.options && withFileIds(block.options, fileIds), block.optionsVersion),
    visibility: block.visibility,
    children,
    positions,
    columns: block.columns,
  };
  const row = await trx.insertInto('blocks')
    .values({ pageId, key: block.id, type: block.type, data: JSON.stringify(data) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
