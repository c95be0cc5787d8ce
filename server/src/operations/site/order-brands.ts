// Puts the brands in a new order (the CLI's apply: site.json's `brands`; later the theme editor).
import { sql } from 'kysely';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { writeSite, type OperationContext } from '../context.ts';

/**
 * Stores `order` (brand keys) as the brands' order; only brands whose place changes get a new
 * revision. Needs manageDesign on settings (NOT_ALLOWED); an order that does not list every brand
 * exactly once → BAD_REQUEST naming what is missing, unknown or repeated.
 */
export async function orderBrands(ctx: OperationContext, actor: Actor, order: readonly string[]): Promise<void> {
  assertCan(actor, 'manageDesign', 'settings', {}, 'You may not change the brands of the site.');
  await writeSite(ctx, [{ scope: 'brands' }], async (trx) => {
    const stored = await trx.selectFrom('brands').select(['key', 'position']).forUpdate().execute();
    const known = new Set(stored.map((brand) => brand.key));
    const unknown = order.find((key) => !known.has(key));
    if (unknown !== undefined) throw appError('BAD_REQUEST', `There is no brand '${unknown}' to order.`);
    const missing = stored.find((brand) => !order.includes(brand.key));
    if (missing) throw appError('BAD_REQUEST', `The brand '${missing.key}' is missing from the order; list every brand once.`);
    if (new Set(order).size !== order.length) throw appError('BAD_REQUEST', 'A brand is listed more than once in the order.');
    const moved = order.flatMap((key, position) => (stored.find((brand) => brand.key === key)!.position === position ? [] : [{ key, position }]));
    if (moved.length === 0) return;
    await sql`update brands b set position = x.position, revision = b.revision + 1, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(moved)}::jsonb) as x(key text, position int) where b.key = x.key`.execute(trx);
  });
}
