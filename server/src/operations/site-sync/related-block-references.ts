// How export names the blocks a field shows (`relatedBlocks.display`): by key when the field
// stands on one page only and the block is on it, else as `<module>/<page>/<block>`, since a field
// several pages show is written the same on each and a bare key would name a block of each.
import { qualifiedBlockReference } from '@tessera/schemas/site-files';

interface BlockRow { id: number; pageId: number; key: string; data: { fields?: number[] } }
interface FieldRow { id: number; data: { childIds?: number[] } }

/** The reference to write for block `blockId` shown by field `fieldId`; undefined for a block gone. */
export function relatedBlockReferences(
  blocks: readonly BlockRow[], fields: readonly FieldRow[], pageKeys: (pageId: number) => { module: string; page: string } | undefined,
): (fieldId: number, blockId: number) => string | undefined {
  const childIds = new Map(fields.map((field) => [field.id, field.data.childIds ?? []]));
  const pagesShowing = new Map<number, Set<number>>();
  const show = (fieldId: number, pageId: number, seen: Set<number>): void => {
    if (seen.has(fieldId)) return;
    seen.add(fieldId);
    const pages = pagesShowing.get(fieldId) ?? new Set<number>();
    pagesShowing.set(fieldId, pages.add(pageId));
    for (const child of childIds.get(fieldId) ?? []) show(child, pageId, seen);
  };
  for (const block of blocks) for (const fieldId of block.data.fields ?? []) show(fieldId, block.pageId, new Set());
  const blocksById = new Map(blocks.map((block) => [block.id, block]));
  return (fieldId, blockId) => {
    const block = blocksById.get(blockId);
    if (!block) return undefined;
    const pages = pagesShowing.get(fieldId);
    if (pages?.size === 1 && pages.has(block.pageId)) return block.key;
    const keys = pageKeys(block.pageId);
    return keys && qualifiedBlockReference(keys.module, keys.page, block.key);
  };
}
