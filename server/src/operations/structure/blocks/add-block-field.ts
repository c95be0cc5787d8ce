// PUT structure/block/{id}/addField/{fieldId}: a block shows one more field.
import type { Block } from '@tessera/schemas';
import type { Actor } from '../../actor.ts';
import type { OperationContext } from '../../context.ts';
import { updateBlock } from './update-blocks.ts';

/**
 * Appends field `fieldId` to the block's fields (a field it already shows stays where it is).
 * As updateBlock: NOT_ALLOWED, BLOCK_NOT_FOUND, and BAD_REQUEST for a field that does not exist.
 */
export async function addBlockField(ctx: OperationContext, actor: Actor, id: number, fieldId: number): Promise<Block> {
  const current = await ctx.db.selectFrom('blocks').select('data').where('id', '=', id).where('wasDeleted', '=', false).executeTakeFirst();
  const fields = current?.data.fields ?? [];
  return updateBlock(ctx, actor, id, { fields: fields.includes(fieldId) ? fields : [...fields, fieldId] });
}
