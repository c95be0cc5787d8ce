// Deletes a brand (the CLI's apply with --prune; later the theme editor).
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { writeSite, type OperationContext } from '../context.ts';

/**
 * Deletes the brand with `key`; its logo and favicon files stay (other brands or blocks may show
 * them). Needs manageDesign on settings (NOT_ALLOWED); unknown key → BAD_REQUEST; the active brand
 * → BAD_REQUEST (members would be left without a theme: make another brand active first).
 */
export async function deleteBrand(ctx: OperationContext, actor: Actor, key: string): Promise<{ ok: true }> {
  assertCan(actor, 'manageDesign', 'settings', {}, 'You may not change the brands of the site.');
  return writeSite(ctx, [{ scope: 'brands' }], async (trx) => {
    const brand = await trx.selectFrom('brands').select(['id', 'isActive']).where('key', '=', key).forUpdate().executeTakeFirst();
    if (!brand) throw appError('BAD_REQUEST', `There is no brand '${key}'.`);
    if (brand.isActive) throw appError('BAD_REQUEST', `The brand '${key}' is the active brand and cannot be deleted: make another brand active first.`);
    await trx.deleteFrom('brands').where('id', '=', brand.id).execute();
    return { ok: true } as const;
  });
}
