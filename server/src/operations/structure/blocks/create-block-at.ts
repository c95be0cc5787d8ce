// PUT structure/block: creates a block and puts it at a spot of its page in one transaction.
import { blockDefinitions } from '@tessera/blocks/definitions';
import { blockPlace, spotPlace, type Block, type BlockCreateBody, type BlockPlacement } from '@tessera/schemas';
import type { BlockData } from '../../../db/schema.ts';
import { appError } from '../../../errors.ts';
import type { Actor } from '../../actor.ts';
import type { OperationContext } from '../../context.ts';
import { createBlock } from '../create-block.ts';
import { freshKey } from './block-keys.ts';
import { assertMayBlock, assertMayEditAnyBlock } from './block-grants.ts';
import { editPages } from './edit-pages.ts';
import { assertFieldsExist } from './fields-exist.ts';
import type { PageTree } from './page-tree.ts';
import { treeBlock } from './page-tree-store.ts';

/**
 * Creates `block` on page `pageId` and places it (see BlockCreateBody): in the page's column
 * `colIndex` or block `parentId`'s, at `index`; in place of `asParentFor`, holding it as first
 * child; or as the page's related modal. Needs create on items.blocks.{type} where it goes, and
 * move on the block it wraps (NOT_ALLOWED). Unknown page → PAGE_NOT_FOUND; an unknown parent, a column
 * past the parent's last, an index out of range, a block failing its schema, its type or the
 * column layout rules → BAD_REQUEST; nothing is written then.
 */
export async function createBlockAt(ctx: OperationContext, actor: Actor, body: BlockCreateBody): Promise<Block> {
  const { pageId, block: input, parentId, colIndex = 0, index, asParentFor, related, defaults } = body;
  assertMayEditAnyBlock(actor);
  const spot: BlockPlacement = parentId === undefined
    ? { parentType: 'page', parentId: pageId, col: colIndex, ...(index !== undefined && { index }) }
    : { parentType: 'block', parentId, col: colIndex, ...(index !== undefined && { index }) };
  return editPages(ctx, [pageId], async (trees, trx, tx) => {
    const tree = trees.get(pageId)!;
    const { type, key, options, ...rest } = input;
    const wrapped = asParentFor === undefined ? undefined : wrappedSpot(tree, asParentFor, spot, parentId !== undefined || index !== undefined);
    if (wrapped) assertMayBlock(actor, 'move', tree.require(asParentFor!).type, blockPlace(tree, asParentFor!));
    const place = spotPlace(tree, wrapped ?? (related ? { parentType: 'page', parentId: pageId, col: 0 } : spot));
    if (input.fields) await assertFieldsExist(trx, input.fields);
    const startOptions = defaults ? { ...blockDefinitions.get(type)?.defaults, ...options } : options;
    const created = await createBlock(tx, actor, {
      pageId, key: key ?? freshKey(type), type,
      data: { ...rest, ...startLayout(input.columns !== undefined, asParentFor), ...(startOptions && { options: startOptions }) },
    }, place);
    tree.add({ id: created.id, key: created.key, type, data: blockData(created), revision: created.revision ?? 1 });
    if (wrapped) {
      tree.removeAt(wrapped, asParentFor!);
      tree.insert(wrapped, [created.id]);
    } else if (related) {
      if (tree.relatedModal !== undefined) throw appError('BAD_REQUEST', `Page ${pageId} already has a related modal block (${tree.relatedModal}).`);
      tree.relatedModal = created.id;
      tree.pageChanged = true;
    } else {
      tree.insert(spot, [created.id]);
    }
    return treeBlock(tree, tree.require(created.id));
  });
}

/**
 * Where `asParentFor` stands: the spot given (when the request named one) must hold it; else its
 * one spot on the page. A block used in several spots must be named with its spot.
 */
function wrappedSpot(tree: PageTree, id: number, given: BlockPlacement, named: boolean): BlockPlacement {
  tree.require(id);
  const usages = tree.usagesOf(id).filter((usage) => usage.col !== undefined);
  const match = named
    ? usages.find((u) => u.parentType === given.parentType && u.parentId === given.parentId && u.col === given.col && (given.index === undefined || u.index === given.index))
    : usages.length === 1 ? usages[0] : undefined;
  if (!match) {
    throw appError('BAD_REQUEST', named
      ? `Block ${id} is not at the spot named (column ${given.col} of ${given.parentType} ${given.parentId}${given.index === undefined ? '' : `, index ${given.index}`}).`
      : `Block ${id} is used in ${usages.length} spots on this page; name the one to wrap with parentId, colIndex and index.`);
  }
  return { parentType: match.parentType, parentId: match.parentId, col: match.col!, index: match.index! };
}

/** A new block's columns start empty; a block that wraps another holds it first (a tabs block: its first tab). */
function startLayout(hasColumns: boolean, wrapping: number | undefined): Pick<BlockData, 'positions' | 'children'> {
  if (hasColumns) return { positions: wrapping === undefined ? {} : { 'col-0': [wrapping] } };
  return wrapping === undefined ? {} : { children: [wrapping] };
}

function blockData({ id: _id, key: _key, type: _type, pageId: _pageId, revision: _revision, ...data }: Block): BlockData {
  return data;
}
