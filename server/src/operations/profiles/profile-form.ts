// The form a profile block saves: the block's fields bound to profile data schemas, compiled by
// the same form engine the browser renders them with.
import type { CompiledForm } from '@tessera/schemas';
import type { Db } from '../../db/database.ts';
import { compiledFormOf } from '../structure/fields/field-library.ts';

/**
 * The compiled form of the block's fields that store into the profile (data schema source
 * `profile`), in the block's order. A block whose fields cannot be set up → BAD_REQUEST with the
 * form engine's reason (what the member's browser shows as "cannot be shown").
 */
export function profileFormOf(db: Db, fieldIds: readonly number[]): Promise<CompiledForm> {
  return compiledFormOf(db, fieldIds, (field) => field.schema?.source === 'profile');
}
