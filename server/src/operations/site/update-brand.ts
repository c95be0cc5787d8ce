// Changes a brand's name, images, theme and whether it is the active one (the CLI's apply; later the theme editor).
import type { Brand } from '@tessera/schemas';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { assertMatches } from '../assert-matches.ts';
import { writeSite, type OperationContext } from '../context.ts';
import type { NewBrand } from './create-brand.ts';

/**
 * Sets everything of the brand with `key`; making it active makes every other brand inactive. Needs
 * manageDesign on settings (NOT_ALLOWED); unknown key → BAD_REQUEST; a brand not matching
 * brand.schema → BAD_REQUEST naming the field.
 */
export async function updateBrand(ctx: OperationContext, actor: Actor, { key, brandName, settings, themeStyles, isActive }: NewBrand): Promise<Brand> {
  assertCan(actor, 'manageDesign', 'settings', {}, 'You may not change the brands of the site.');
  return writeSite(ctx, [{ scope: 'brands' }], async (trx) => {
    if (isActive) await trx.updateTable('brands').set({ isActive: false }).where('key', '!=', key).where('isActive', '=', true).execute();
    const row = await trx.updateTable('brands')
      .set((eb) => ({ name: brandName, isActive, settings: JSON.stringify(settings), themeStyles: JSON.stringify(themeStyles), revision: eb('revision', '+', 1), updatedAt: new Date() }))
      .where('key', '=', key)
      .returning(['id', 'revision'])
      .executeTakeFirst();
    if (!row) throw appError('BAD_REQUEST', `There is no brand '${key}'.`);
    const brand: unknown = { brandId: row.id, key, brandName, settings, themeStyles, revision: row.revision };
    assertMatches<Brand>(brand, 'brand', 'brand');
    return brand;
  });
}
