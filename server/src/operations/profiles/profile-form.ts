// The form a profile block saves: the block's fields bound to profile data schemas, compiled by
// the same form engine the browser renders them with.
import { compileForm, FormSetupError, type CompiledForm, type Field } from '@tessera/schemas';
import type { Db } from '../../db/database.ts';
import { appError } from '../../errors.ts';
import { fieldFromRow } from '../structure/fields/read-fields.ts';

/** How deep groups and repeaters may nest: past it the block is refused as not set up. */
const MAX_NESTING = 8;

/** The fields among `ids` and every field their groups and repeaters hold, by id. */
async function fieldLibrary(db: Db, ids: readonly number[]): Promise<Map<number, Field>> {
  const library = new Map<number, Field>();
  let wanted = [...new Set(ids)];
  for (let depth = 0; wanted.length > 0; depth++) {
    if (depth > MAX_NESTING) throw appError('BAD_REQUEST', 'The form nests groups too deeply to be saved.');
    const rows = await db.selectFrom('fields').select(['id', 'data']).where('id', 'in', wanted).execute();
    for (const row of rows) library.set(row.id, fieldFromRow(row));
    wanted = [...new Set(rows.flatMap((row) => row.data.childIds ?? []))].filter((id) => !library.has(id));
  }
  return library;
}

/**
 * The compiled form of the block's fields that store into the profile (data schema source
 * `profile`), in the block's order. A block whose fields cannot be set up → BAD_REQUEST with the
 * form engine's reason (what the member's browser shows as "cannot be shown").
 */
export async function profileFormOf(db: Db, fieldIds: readonly number[]): Promise<CompiledForm> {
  const library = await fieldLibrary(db, fieldIds);
  const fields = fieldIds.map((id) => library.get(id)).filter((field) => field?.schema?.source === 'profile') as Field[];
  try {
    return compileForm({ fields, library });
  } catch (error) {
    if (error instanceof FormSetupError) throw appError('BAD_REQUEST', error.message);
    throw error;
  }
}
