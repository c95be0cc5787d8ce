// Locks module rows for a write that changes their pages.
import type { Trx } from '../context.ts';
import type { ModuleRow } from './rows.ts';

/** The modules among `ids` that exist, locked until the transaction ends (in id order, so two writes never wait on each other). */
export async function lockModules(trx: Trx, ids: readonly number[]): Promise<Map<number, ModuleRow>> {
  const rows = await trx.selectFrom('modules').selectAll().where('id', 'in', [...ids]).orderBy('id').forUpdate().execute();
  return new Map(rows.map((row) => [row.id, row]));
}
