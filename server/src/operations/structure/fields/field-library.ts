// The fields a form names, with every field their groups and repeaters hold: what the form engine
// compiles (profile forms, application forms).
import { compileForm, FormSetupError, type CompiledForm, type Field } from '@tessera/schemas';
import type { Db } from '../../../db/database.ts';
import { appError } from '../../../errors.ts';
import { fieldFromRow } from './read-fields.ts';

/** How deep groups and repeaters may nest: past it the form is refused as not set up. */
const MAX_NESTING = 8;

/** The fields among `ids` and every field their groups and repeaters hold, by id. */
export async function fieldLibrary(db: Db, ids: readonly number[]): Promise<Map<number, Field>> {
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
 * The compiled form of the fields `fieldIds` names that `keep` keeps, in that order. Fields that
 * cannot be set up → BAD_REQUEST with the form engine's reason (what the member's browser shows
 * as "cannot be shown").
 */
export async function compiledFormOf(db: Db, fieldIds: readonly number[], keep: (field: Field) => boolean = () => true): Promise<CompiledForm> {
  const library = await fieldLibrary(db, fieldIds);
  const fields = fieldIds.map((id) => library.get(id)).filter((field): field is Field => field !== undefined && keep(field));
  try {
    return compileForm({ fields, library });
  } catch (error) {
    if (error instanceof FormSetupError) throw appError('BAD_REQUEST', error.message);
    throw error;
  }
}
