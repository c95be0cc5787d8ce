// A copy of a block and everything nested in it, with new ids and keys, on a page.
import type { PermissionTarget } from '@tessera/schemas';
import type { Actor } from '../../actor.ts';
import type { TransactionContext } from '../../context.ts';
import { createBlock } from '../create-block.ts';
import { freshKey, keyFreeIn } from './block-keys.ts';
import type { PageTree } from './page-tree.ts';

/**
 * Creates on `target` a copy of block `id` of `source` and of every block nested in it (children
 * first, so each copy names its children's copies); a block used twice inside is copied once and
 * used twice, as in the original. Returns the copy's id; the caller places it. Each copy is created
 * by createBlock, so each type's checks apply, and create on its type at `place` (where the copy goes).
 */
export async function cloneSubtree(tx: TransactionContext, actor: Actor, source: PageTree, target: PageTree, id: number, place: PermissionTarget): Promise<number> {
  const copies = new Map<number, number>();
  const taken = new Set([...target.all()].map((block) => block.key));
  const copyAll = async (ids: readonly number[]): Promise<number[]> => {
    const copied: number[] = [];
    for (const child of ids) copied.push(await copy(child));
    return copied;
  };
  const copy = async (blockId: number): Promise<number> => {
    const known = copies.get(blockId);
    if (known !== undefined) return known;
    const { key: originalKey, type, data: original } = source.require(blockId);
    const data = structuredClone(original);
    if (data.children) data.children = await copyAll(data.children);
    for (const [column, ids] of Object.entries(data.positions ?? {})) data.positions![column] = await copyAll(ids ?? []);
    const key = keyFreeIn(freshKey(originalKey.replace(/-[0-9a-f]{6}$/, '')), taken);
    taken.add(key);
    const created = await createBlock(tx, actor, { pageId: target.pageId, key, type, data }, place);
    target.add({ id: created.id, key, type, data, revision: created.revision ?? 1 });
    copies.set(blockId, created.id);
    return created.id;
  };
  return copy(id);
}
