// Creates a block on a page (the site import; later the add-block control and paste).
import type { Block } from '@tessera/schemas';
import { sql } from 'kysely';
import type { BlockData } from '../../db/schema.ts';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { assertMatches } from '../assert-matches.ts';
import { writeSite, type Change, type OperationContext, type Trx } from '../context.ts';
import { insertUnique } from '../insert-unique.ts';
import { checkBlockDefinition } from './check-block-definition.ts';
import { blockFromRow } from './rows.ts';

export interface NewBlock {
  pageId: number;
  key: string;
  type: string;
  /** Title, options, visibility, and the ids of already created children and column blocks. */
  data: BlockData;
  /** Appends the block to this column of the page's top level (`col-0`); nested blocks leave it out. */
  pageColumn?: string;
}

/**
 * Creates the block and returns it. Needs manageEditMode on items.blocks.{type} (NOT_ALLOWED); a
 * block not matching block.schema or its type's definition → BAD_REQUEST naming the field;
 * unknown page → PAGE_NOT_FOUND; a key the page uses → SLUG_TAKEN.
 */
export function createBlock(ctx: OperationContext, actor: Actor, { pageId, key, type, data, pageColumn }: NewBlock): Promise<Block> {
  assertCan(actor, 'manageEditMode', `items.blocks.${type}`, { record: { pageId } }, `You may not add ${type} blocks.`);
  const announce = (block: Block): Change[] => [{ scope: 'structure', items: [{ kind: 'block', id: block.id, pageId }] }];
  return writeSite(ctx, announce, async (trx) => {
    // Locks the page, so blocks added to it at once append one after the other.
    const page = await trx.selectFrom('pages').select('id').where('id', '=', pageId).forUpdate().executeTakeFirst();
    if (!page) throw appError('PAGE_NOT_FOUND');
    const row = await insertUnique(() => trx.insertInto('blocks')
      .values({ pageId, key, type, data: JSON.stringify(data) })
      .returningAll()
      .executeTakeFirstOrThrow(), `Another block on this page already uses the key '${key}'.`);
    const block: unknown = blockFromRow(row);
    assertMatches<Block>(block, 'block', 'block');
    const [problem] = checkBlockDefinition(block);
    if (problem) throw appError('BAD_REQUEST', `block${problem.path} ${problem.message}`);
    if (pageColumn !== undefined) await appendToPage(trx, pageId, pageColumn, row.id);
    return block;
  });
}

/** Appends a block id to a column of the page's top level and bumps the page's revision. */
async function appendToPage(trx: Trx, pageId: number, column: string, blockId: number): Promise<void> {
  const path = `{${column}}`;
  await trx.updateTable('pages')
    .set((eb) => ({
      positions: sql`jsonb_set(positions, ${path}::text[], coalesce(positions -> ${column}, '[]'::jsonb) || ${JSON.stringify([blockId])}::jsonb)`,
      revision: eb('revision', '+', 1),
      updatedAt: new Date(),
    }))
    .where('id', '=', pageId)
    .execute();
}
