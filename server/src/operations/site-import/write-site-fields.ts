// The fields of a site's page files written through the field operations, children before the
// groups holding them, so blocks can then name them by id; the blocks fields name are set once
// the blocks exist (linkFieldBlocks).
import type { Field, FieldFile, PageFile } from '@tessera/schemas';
import { readBlockReference, walkPageFields } from '@tessera/schemas/site-files';
import { SYSTEM_ACTOR } from '../actor.ts';
import type { TransactionContext } from '../context.ts';
import { createField, updateField } from '../structure/fields/write-fields.ts';
import { namesBlocks, relatedBlocksWithIds, sortWithId } from './field-references.ts';

/** A page file and the id of its page on the server. */
export interface PageWithId { pageId: number; page: PageFile }

/** A field written without the blocks it names: its definition as written, and the page whose blocks its bare keys name. */
export interface FieldNamingBlocks { fieldId: number; pageId: number; field: Field; relatedBlocks: FieldFile['relatedBlocks'] }

/**
 * Creates each field of `pages` the server lacks and updates those `changed` names (the loader
 * checked that every copy of a field is the same); a field the server holds unshown under that
 * key is taken up again. Returns field key → id for every field of the pages, and the fields
 * written that name blocks, for linkFieldBlocks once the blocks are written.
 */
export async function writeSiteFields(
  tx: TransactionContext, pages: readonly PageWithId[], changed: (key: string) => boolean,
): Promise<{ ids: Map<string, number>; namingBlocks: FieldNamingBlocks[] }> {
  // The first page showing a field is the one whose blocks its relatedBlocks' bare keys name.
  const definitions = new Map<string, { file: FieldFile; pageId: number }>();
  for (const { pageId, page } of pages) for (const { field } of walkPageFields(page)) if (!definitions.has(field.id)) definitions.set(field.id, { file: field, pageId });
  const namingBlocks: FieldNamingBlocks[] = [];
  if (definitions.size === 0) return { ids: new Map(), namingBlocks };
  const rows = await tx.db.selectFrom('fields').select(['id', 'elementKey']).where('elementKey', 'in', [...definitions.keys()]).execute();
  const ids = new Map(rows.map((row) => [row.elementKey, row.id]));
  const written = new Set<string>();
  const write = async ({ id: key, children, sort, relatedBlocks, ...definition }: FieldFile): Promise<number> => {
    if (written.has(key)) return ids.get(key)!;
    written.add(key);
    const childIds: number[] = [];
    for (const child of children ?? []) childIds.push(await write(child));
    const existing = ids.get(key);
    if (existing !== undefined && !changed(key)) return existing;
    const laterBlocks = namesBlocks({ relatedBlocks });
    const field = {
      ...definition, ...(children && { childIds }), ...(sort && { sort: sortWithId(sort, (childKey) => ids.get(childKey)!) }), ...(relatedBlocks && !laterBlocks && { relatedBlocks }),
    } as Field;
    const stored = existing === undefined
      ? await createField(tx, SYSTEM_ACTOR, { field }, key)
      : await updateField(tx, SYSTEM_ACTOR, { fieldId: existing, field });
    ids.set(key, stored.id!);
    if (laterBlocks) namingBlocks.push({ fieldId: stored.id!, pageId: definitions.get(key)!.pageId, field, relatedBlocks });
    return stored.id!;
  };
  for (const { file } of definitions.values()) await write(file);
  return { ids, namingBlocks };
}

/** Gives the fields written without them the blocks they name, now that the pages' blocks are written. */
export async function linkFieldBlocks(tx: TransactionContext, fields: readonly FieldNamingBlocks[]): Promise<void> {
  if (fields.length === 0) return;
  const references = new Map(fields.flatMap(({ relatedBlocks }) => relatedBlocks?.display ?? []).map((reference) => [reference, readBlockReference(reference)]));
  // Pages named as `<module>/<page>/<block>`, by those keys.
  const named = [...references.values()].flatMap(({ page }) => (page ? [page] : []));
  const pageIds = new Map(named.length === 0 ? [] : (await tx.db.selectFrom('pages').innerJoin('modules', 'modules.id', 'pages.moduleId')
    .select(['pages.id', 'pages.key', 'modules.key as module'])
    .where('pages.key', 'in', [...new Set(named.map(({ page }) => page))]).execute()).map((page) => [`${page.module}/${page.key}`, page.id]));
  const blocks = await tx.db.selectFrom('blocks').select(['id', 'pageId', 'key'])
    .where('pageId', 'in', [...new Set([...fields.map((field) => field.pageId), ...pageIds.values()])]).where('wasDeleted', '=', false).execute();
  const blockIds = new Map(blocks.map((block) => [`${block.pageId}/${block.key}`, block.id]));
  for (const { fieldId, pageId, field, relatedBlocks } of fields) {
    const blockId = (reference: string): number | undefined => {
      const { page, block } = references.get(reference)!;
      const onPage = page ? pageIds.get(`${page.module}/${page.page}`) : pageId;
      return blockIds.get(`${onPage}/${block}`);
    };
    await updateField(tx, SYSTEM_ACTOR, { fieldId, field: { ...field, relatedBlocks: relatedBlocksWithIds(relatedBlocks, blockId) } });
  }
}
