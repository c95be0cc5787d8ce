// Creates a block on a page, not placed yet (the site import; later the add-block control and paste).
import type { Block, PermissionTarget } from '@tessera/schemas';
import { isForeignKeyViolation } from '../../db/integrity-errors.ts';
import type { BlockData } from '../../db/schema.ts';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { writeSite, type Change, type OperationContext } from '../context.ts';
import { insertUnique } from '../insert-unique.ts';
import { currentOptions } from './current-options.ts';
import { assertMayBlock } from './blocks/block-grants.ts';
import { assertValidBlock } from './blocks/valid-block.ts';
import { blockFromRow } from './rows.ts';

export interface NewBlock {
  pageId: number;
  key: string;
  type: string;
  /**
   * Title, options (at `optionsVersion`, absent meaning 1: stored at the type's current version),
   * visibility, and the ids of already created children and column blocks.
   */
  data: BlockData;
}

/**
 * Creates the block and returns it; a parent block's children or columns, or the page's
 * positions (placePageBlocks), place it. Needs create on items.blocks.{type} where it will lie,
 * `place` (see spotPlace; without one, only grants on every block pass) (NOT_ALLOWED); a block not matching block.schema, the column layout rules or its type's
 * definition (see assertValidBlock) → BAD_REQUEST naming the field; unknown page →
 * PAGE_NOT_FOUND; a key the page uses → SLUG_TAKEN.
 */
export async function createBlock(ctx: OperationContext, actor: Actor, { pageId, key, type, data: given }: NewBlock, place: PermissionTarget = {}): Promise<Block> {
  assertMayBlock(actor, 'create', type, place);
  const announce = (block: Block): Change[] => [{ scope: 'structure', items: [{ kind: 'block', id: block.id, pageId }] }];
  const { options: _given, optionsVersion: _givenVersion, ...rest } = given;
  const data: BlockData = { ...rest, ...currentOptions(type, given.options, given.optionsVersion) };
  return writeSite(ctx, announce, async (trx) => {
    const insert = () => trx.insertInto('blocks').values({ pageId, key, type, data: JSON.stringify(data) }).returningAll().executeTakeFirstOrThrow();
    const row = await insertUnique(() => insert().catch((error: unknown) => {
      throw isForeignKeyViolation(error) ? appError('PAGE_NOT_FOUND') : error;
    }), `Another block on this page already uses the key '${key}'.`);
    const block: unknown = blockFromRow(row);
    assertValidBlock(block);
    return block;
  });
}
