// Makes a page's blocks the given tree (the CLI's apply): blocks matched by key keep their id and
// change in place, new keys are created, blocks the tree no longer holds are deleted for good.
import { isDeepStrictEqual } from 'node:util';
import type { BlockData } from '../../../db/schema.ts';
import type { Actor } from '../../actor.ts';
import { assertCan } from '../../assert-can.ts';
import type { OperationContext } from '../../context.ts';
import { createBlock } from '../create-block.ts';
import { currentOptions } from '../current-options.ts';
import { editPages } from './edit-pages.ts';
import type { PageTree } from './page-tree.ts';

/** A block as the page should hold it: its own data (stored references: file and list ids) and what it holds. */
export interface DesiredBlock {
  key: string;
  type: string;
  data: Omit<BlockData, 'children' | 'positions' | 'fields'>;
  children?: DesiredBlock[];
  positions?: Record<string, DesiredBlock[]>;
}

/**
 * Gives page `pageId` exactly `blocks` in its first column, in one transaction. Needs manageSettings
 * on items (NOT_ALLOWED); every block written is checked as every block write checks it
 * (BAD_REQUEST naming the field). Only the blocks and page that change get a new revision.
 */
export async function syncPageBlocks(ctx: OperationContext, actor: Actor, pageId: number, blocks: readonly DesiredBlock[]): Promise<void> {
  assertCan(actor, 'manageSettings', 'items', {}, 'You may not replace the blocks of pages.');
  await editPages(ctx, [pageId], async (trees, trx, tx) => {
    const tree = trees.get(pageId)!;
    const stored = new Map([...tree.all()].map((block) => [block.key, block]));
    const wanted = new Map<string, string>();
    const collect = (list: readonly DesiredBlock[]): void => list.forEach((block) => {
      wanted.set(block.key, block.type);
      collect(block.children ?? []);
      Object.values(block.positions ?? {}).forEach(collect);
    });
    collect(blocks);
    const gone = [...stored.values()].filter((block) => wanted.get(block.key) !== block.type);
    if (gone.length > 0) {
      await trx.deleteFrom('blocks').where('id', 'in', gone.map((block) => block.id)).execute();
      tree.release(gone.map((block) => block.id));
      gone.forEach((block) => stored.delete(block.key));
      if (tree.relatedModal !== undefined && gone.some((block) => block.id === tree.relatedModal)) {
        tree.relatedModal = undefined;
        tree.pageChanged = true;
      }
    }
    const place = async (block: DesiredBlock): Promise<number> => {
      const children = block.children && await placeAll(block.children);
      let positions: Record<string, number[]> | undefined;
      for (const [column, list] of Object.entries(block.positions ?? {})) (positions ??= {})[column] = await placeAll(list);
      const { options, optionsVersion, ...own } = block.data;
      const data: BlockData = { ...own, ...currentOptions(block.type, options, optionsVersion), ...(children && { children }), ...(positions && { positions }) };
      const existing = stored.get(block.key);
      if (!existing) {
        const created = await createBlock(tx, actor, { pageId, key: block.key, type: block.type, data });
        tree.add({ id: created.id, key: block.key, type: block.type, data, revision: created.revision ?? 1 });
        return created.id;
      }
      const next: BlockData = { ...data, ...(existing.data.fields && { fields: existing.data.fields }) };
      if (!isDeepStrictEqual(withoutUndefined(existing.data), withoutUndefined(next))) {
        existing.data = next;
        tree.touch(existing.id);
      }
      return existing.id;
    };
    // Sequential, so new blocks get ids in the files' order.
    const placeAll = async (list: readonly DesiredBlock[]): Promise<number[]> => {
      const ids: number[] = [];
      for (const block of list) ids.push(await place(block));
      return ids;
    };
    setFirstColumn(tree, await placeAll(blocks));
  });
}

function setFirstColumn(tree: PageTree, ids: number[]): void {
  const positions = { 'col-0': ids };
  if (isDeepStrictEqual(tree.positions, positions)) return;
  tree.positions = positions;
  tree.pageChanged = true;
}

function withoutUndefined(value: object): object {
  return JSON.parse(JSON.stringify(value)) as object;
}
