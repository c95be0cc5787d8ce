// POST structure/block/{id}, POST structure/block and POST structure/block/{id}/property: change
// blocks' own data (title, options, columns, visibility, fields, translations).
import type { Block, BlockChanges, BlockPropertyBody } from '@tessera/schemas';
import { appError } from '../../../errors.ts';
import type { Actor } from '../../actor.ts';
import { assertMatches } from '../../assert-matches.ts';
import { assertRevision } from '../../assert-revision.ts';
import type { OperationContext } from '../../context.ts';
import { currentOptions } from '../current-options.ts';
import { assertMayOnBlocks, editableBlock } from './block-grants.ts';
import { editPages } from './edit-pages.ts';
import { assertFieldsExist } from './fields-exist.ts';
import type { TreeBlock } from './page-tree.ts';
import { treeBlock } from './page-tree-store.ts';

/** What a write may send back as read but not change. */
const FIXED = ['id', 'key', 'type', 'pageId', 'children', 'positions'] as const;

/**
 * Applies `changes` to each block (its id from `changes.id`) in one transaction and returns the
 * blocks. Needs update on items.blocks.{type} where each lies (NOT_ALLOWED); unknown block → BLOCK_NOT_FOUND;
 * a revision that moved → REVISION_CONFLICT; a fixed property changed, a field that does not
 * exist, a block failing its schema, type or column layout → BAD_REQUEST. Nothing is written on
 * any failure.
 */
export async function updateBlocks(ctx: OperationContext, actor: Actor, updates: readonly (BlockChanges & { id: number })[]): Promise<Block[]> {
  const located: { changes: BlockChanges & { id: number }; pageId: number; type: string }[] = [];
  for (const changes of updates) located.push({ changes, ...await editableBlock(ctx.db, actor, changes.id) });
  return editPages(ctx, located.map((block) => block.pageId), async (trees, trx) => {
    assertMayOnBlocks(actor, 'update', trees, located.map(({ changes, pageId }) => ({ id: changes.id, pageId })));
    const fieldIds = updates.flatMap((changes) => changes.fields ?? []);
    await assertFieldsExist(trx, fieldIds);
    const changed = located.map(({ changes, pageId }) => {
      const tree = trees.get(pageId)!;
      const block = tree.require(changes.id);
      applyChanges(block, treeBlock(tree, block), changes);
      tree.touch(block.id);
      return { tree, block };
    });
    // Saved by editPages after this returns: read the blocks back then.
    return () => changed.map(({ tree, block }) => treeBlock(tree, block));
  }).then((read) => read());
}

/** One block's changes (POST structure/block/{id}); `changes.id`, when sent, must be `id`. */
export async function updateBlock(ctx: OperationContext, actor: Actor, id: number, changes: BlockChanges): Promise<Block> {
  if (changes.id !== undefined && changes.id !== id) throw appError('BAD_REQUEST', `The body is block ${changes.id}, the path names block ${id}.`);
  const [block] = await updateBlocks(ctx, actor, [{ ...changes, id }]);
  return block!;
}

/** Sets one property (POST structure/block/{id}/property): the value must keep the block valid. */
export function setBlockProperty(ctx: OperationContext, actor: Actor, id: number, { key, value, revision }: BlockPropertyBody): Promise<Block> {
  const changes: unknown = { [key]: value, ...(revision !== undefined && { revision }) };
  assertMatches<BlockChanges>(changes, 'block', 'api/structure-blocks', 'blockChanges');
  return updateBlock(ctx, actor, id, changes);
}

function applyChanges(block: TreeBlock, current: Block, changes: BlockChanges): void {
  const fixed = FIXED.find((key) => changes[key] !== undefined && JSON.stringify(changes[key]) !== JSON.stringify(current[key]));
  if (fixed) throw appError('BAD_REQUEST', `A block's ${fixed} cannot be changed here: blocks are placed with the move, insert and paste routes.`);
  assertRevision(block.revision, changes.revision, 'This block was');
  const { id: _id, key: _key, type: _type, pageId: _pageId, children: _children, positions: _positions, revision: _revision, options, optionsVersion, ...data } = changes;
  Object.assign(block.data, data);
  if (options !== undefined) {
    const { options: _before, optionsVersion: _beforeVersion, ...rest } = block.data;
    block.data = { ...rest, ...currentOptions(block.type, options, optionsVersion) };
  }
}
