// The navigation order of modules, kept in settings.moduleOrder (module ids).
import { sql } from 'kysely';
import type { Change, Trx } from '../context.ts';

/** What a change of the module order announces: the setting, and the structure it orders. */
export const MODULE_ORDER_CHANGES: readonly Change[] = [{ scope: 'settings', keys: ['moduleOrder'] }, { scope: 'structure' }];

/** Replaces the module order with `order`; bumps the settings' revision. */
export async function writeModuleOrder(trx: Trx, order: readonly number[]): Promise<void> {
  await trx.updateTable('settings')
    .set((eb) => ({ data: sql`jsonb_set(data, '{moduleOrder}', ${JSON.stringify(order)}::jsonb)`, revision: eb('revision', '+', 1), updatedAt: new Date() }))
    .execute();
}

/** The module order, with the settings row locked until the transaction ends. */
export async function lockModuleOrder(trx: Trx): Promise<{ order: number[]; revision: number }> {
  const row = await trx.selectFrom('settings').select(['data', 'revision']).forUpdate().executeTakeFirstOrThrow();
  return { order: row.data.moduleOrder.map(Number), revision: row.revision };
}
