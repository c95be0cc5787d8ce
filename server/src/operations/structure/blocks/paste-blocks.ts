// POST structure/block/clone: pastes captured blocks at a spot (the paste modal's move, clone,
// copy), and POST /structure/block/{id}/{col}/{index}[/{childId}], which moves blocks into a
// block's column.
import { blockPlace, spotPlace, type Block, type BlockPasteBody } from '@tessera/schemas';
import { appError } from '../../../errors.ts';
import type { Actor } from '../../actor.ts';
import type { OperationContext } from '../../context.ts';
import { cloneSubtree } from './clone-subtree.ts';
import { assertMayBlock, assertMayEditAnyBlock, editableBlock } from './block-grants.ts';
import { editPages } from './edit-pages.ts';
import { moveToSpot, putIn } from './move-blocks.ts';
import { treeBlock } from './page-tree-store.ts';

/** The paste actions of the spec (forms spec §4); any other is refused. */
export const PASTE_ACTIONS = ['move', 'clone', 'copy'] as const;
export type PasteAction = (typeof PASTE_ACTIONS)[number];

const isPasteAction = (action: string): action is PasteAction => (PASTE_ACTIONS as readonly string[]).includes(action);

/**
 * Puts the blocks `ids`, in order, at the spot `to` of page `pageId`:
 * - move: each from its one spot (a block used in several spots must be moved with
 *   structure/block/move, which names the spot); to another page with everything nested in it;
 * - clone: a copy of each with everything nested in it, new ids and keys;
 * - copy: the same block in one more spot of its own page (a change to it shows in every spot).
 * Returns the blocks now at the spot. Needs, on items.blocks.{type}: move where each block lies
 * and where it goes (move, copy), create where the copies go (clone) (NOT_ALLOWED); an action other
 * than these → BAD_REQUEST "Unknown block paste action"; an unknown block → BLOCK_NOT_FOUND; a spot
 * that does not exist, a block put inside itself → BAD_REQUEST. Nothing is written on any failure.
 */
export async function pasteBlocks(ctx: OperationContext, actor: Actor, { action, ids, pageId, to }: BlockPasteBody): Promise<{ blocks: Block[] }> {
  assertMayEditAnyBlock(actor);
  if (!isPasteAction(action)) throw appError('BAD_REQUEST', `Unknown block paste action '${action}': use move, clone or copy.`);
  const sources: { id: number; pageId: number }[] = [];
  for (const id of ids) sources.push({ id, pageId: (await editableBlock(ctx.db, actor, id)).pageId });
  const read = await editPages(ctx, [pageId, ...sources.map((source) => source.pageId)], async (trees, trx, tx) => {
    const target = trees.get(pageId)!;
    if (action === 'move') {
      await moveToSpot(trx, trees, actor, sources, { pageId, spot: to });
      return () => sources.map(({ id }) => treeBlock(target, target.require(id)));
    }
    const placed: number[] = [];
    for (const source of sources) {
      const tree = trees.get(source.pageId)!;
      if (action === 'copy') {
        if (source.pageId !== pageId) throw appError('BAD_REQUEST', `Block ${source.id} is on page ${source.pageId}: a block is copied within its own page; clone it to use it on page ${pageId}.`);
        assertMayBlock(actor, 'move', tree.require(source.id).type, blockPlace(tree, source.id));
        placed.push(source.id);
      } else {
        placed.push(await cloneSubtree(tx, actor, tree, target, source.id, spotPlace(target, to)));
      }
    }
    if (action === 'copy') putIn(actor, target, to, placed);
    else target.insert(to, placed);
    // Read once saved, with the revisions the save gave them.
    return () => placed.map((id) => treeBlock(target, target.require(id)));
  });
  return { blocks: read() };
}
