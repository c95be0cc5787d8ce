// POST structure/block/clone: pastes captured blocks at a spot (the paste modal's move, clone,
// copy), and POST /structure/block/{id}/{col}/{index}[/{childId}], which moves blocks into a
// block's column.
import type { Block, BlockPasteBody } from '@tessera/schemas';
import { appError } from '../../../errors.ts';
import type { Actor } from '../../actor.ts';
import type { OperationContext } from '../../context.ts';
import { cloneSubtree } from './clone-subtree.ts';
import { assertMayArrangePage, assertMayEditBlock, editableBlock } from './editable-block.ts';
import { editPages } from './edit-pages.ts';
import { moveOne } from './move-blocks.ts';
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
 * Returns the blocks now at the spot. Needs manageEditMode on the page and on each type
 * (NOT_ALLOWED); an action other than these → BAD_REQUEST "Unknown block paste action"; an unknown
 * block → BLOCK_NOT_FOUND; a spot that does not exist, a block put inside itself → BAD_REQUEST.
 * Nothing is written on any failure.
 */
export async function pasteBlocks(ctx: OperationContext, actor: Actor, { action, ids, pageId, to }: BlockPasteBody): Promise<{ blocks: Block[] }> {
  assertMayArrangePage(actor, pageId);
  if (!isPasteAction(action)) throw appError('BAD_REQUEST', `Unknown block paste action '${action}': use move, clone or copy.`);
  const sources: { id: number; pageId: number }[] = [];
  for (const id of ids) sources.push({ id, pageId: (await editableBlock(ctx.db, actor, id)).pageId });
  if (action !== 'copy') for (const source of sources) assertMayArrangePage(actor, source.pageId);
  const read = await editPages(ctx, [pageId, ...sources.map((source) => source.pageId)], async (trees, trx, tx) => {
    const target = trees.get(pageId)!;
    const placed: number[] = [];
    for (const [offset, source] of sources.entries()) {
      const spot = { ...to, ...(to.index !== undefined && { index: to.index + offset }) };
      const tree = trees.get(source.pageId)!;
      if (action === 'move') {
        const usages = tree.usagesOf(source.id).filter((usage) => !usage.related);
        if (usages.length !== 1) throw appError('BAD_REQUEST', `Block ${source.id} is used in ${usages.length} spots; move it with structure/block/move, naming the spot.`);
        const [{ parentType, parentId, col, index }] = usages as [Required<(typeof usages)[number]>];
        await moveOne(trx, trees, actor, source.id, { pageId: source.pageId, spot: { parentType, parentId, col, index } }, { pageId, spot });
        placed.push(source.id);
      } else if (action === 'copy') {
        if (source.pageId !== pageId) throw appError('BAD_REQUEST', `Block ${source.id} is on page ${source.pageId}: a block is copied within its own page; clone it to use it on page ${pageId}.`);
        assertMayEditBlock(actor, tree.require(source.id).type, source.id, pageId);
        target.insert(spot, [source.id]);
        placed.push(source.id);
      } else {
        const copyId = await cloneSubtree(tx, actor, tree, target, source.id);
        target.insert(spot, [copyId]);
        placed.push(copyId);
      }
    }
    // Read once saved, with the revisions the save gave them.
    return () => placed.map((id) => treeBlock(target, target.require(id)));
  });
  return { blocks: read() };
}
