// Creates a page file's nested block tree as blocks whose children are id lists.
import type { BlockFile } from '@tessera/schemas';
import type { BlockData } from '../../db/schema.ts';
import { SYSTEM_ACTOR } from '../actor.ts';
import type { OperationContext } from '../context.ts';
import { createBlock } from '../structure/create-block.ts';
import { withFileIds } from './file-references.ts';
import { withListIds } from './list-references.ts';
import type { SiteIds } from './site-ids.ts';

/**
 * Creates `blocks` and everything nested in them, children first so a parent can name its
 * children's ids. Sequential, so ids follow the file's order. Returns the ids of `blocks`.
 */
export async function importBlocks(tx: OperationContext, pageId: number, blocks: readonly BlockFile[], ids: SiteIds): Promise<number[]> {
  const created: number[] = [];
  for (const block of blocks) created.push(await importBlock(tx, pageId, block, ids));
  return created;
}

async function importBlock(tx: OperationContext, pageId: number, block: BlockFile, ids: SiteIds): Promise<number> {
  const children = block.children && await importBlocks(tx, pageId, block.children, ids);
  let positions: Record<string, number[]> | undefined;
  if (block.positions) {
    positions = {};
    for (const [column, columnBlocks] of Object.entries(block.positions)) {
      positions[column] = await importBlocks(tx, pageId, columnBlocks ?? [], ids);
    }
  }
  const data: BlockData = {
    title: block.title,
    showTitle: block.showTitle,
    // createBlock stores them at the type's current version, migrated from the one the file names.
    options: block.options && withFileIds(block.options, ids.files),
    optionsVersion: block.optionsVersion,
    visibility: block.visibility && withListIds(block.visibility, ids.lists),
    children,
    positions,
    columns: block.columns,
    translations: block.translations,
  };
  const created = await createBlock(tx, SYSTEM_ACTOR, { pageId, key: block.id, type: block.type, data });
  return created.id;
}
