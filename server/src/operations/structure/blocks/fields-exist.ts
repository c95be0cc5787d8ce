// Blocks name fields by id; a write may name only fields that exist.
import { appError } from '../../../errors.ts';
import type { Trx } from '../../context.ts';

/** Throws BAD_REQUEST naming the first of `ids` that is not a stored field. */
export async function assertFieldsExist(trx: Trx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = new Set((await trx.selectFrom('fields').select('id').where('id', 'in', [...new Set(ids)]).execute()).map((row) => row.id));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw appError('BAD_REQUEST', `There is no field ${missing}.`);
}
