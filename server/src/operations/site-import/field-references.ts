// A field's properties that name other fields or blocks: stored by id, written in site files by key
// (`sort.fieldId` a child field's key, `relatedBlocks.display` keys of blocks of the field's page).
import type { Field, FieldFile } from '@tessera/schemas';

type Stored = Pick<Field, 'sort' | 'relatedBlocks'>;
type InFiles = Pick<FieldFile, 'sort' | 'relatedBlocks'>;

/** The references as files hold them; a sort by a field gone is left out, blocks gone are skipped. */
export function fieldReferenceKeys({ sort, relatedBlocks }: Stored, fieldKey: (id: number) => string | undefined, blockKey: (id: number) => string | undefined): InFiles {
  const sortKey = sort && fieldKey(sort.fieldId);
  return {
    sort: sort && sortKey !== undefined ? { ...sort, fieldId: sortKey } : undefined,
    relatedBlocks: relatedBlocks && (relatedBlocks.display ? { display: relatedBlocks.display.flatMap((id) => blockKey(id) ?? []) } : {}),
  };
}

/** The sort as stored: by the id of the child field its key names (the loader checked there is one). */
export const sortWithId = (sort: NonNullable<InFiles['sort']>, fieldId: (key: string) => number): Stored['sort'] => ({ ...sort, fieldId: fieldId(sort.fieldId) });

/** The related blocks as stored: the ids of the blocks the keys name, those the server lacks skipped. */
export const relatedBlocksWithIds = (relatedBlocks: InFiles['relatedBlocks'], blockId: (key: string) => number | undefined): Stored['relatedBlocks'] =>
  relatedBlocks && (relatedBlocks.display ? { display: relatedBlocks.display.flatMap((key) => blockId(key) ?? []) } : {});

/** Whether the field names blocks, which it can only be given once they exist. */
export const namesBlocks = ({ relatedBlocks }: InFiles): boolean => (relatedBlocks?.display?.length ?? 0) > 0;
