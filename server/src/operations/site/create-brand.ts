// Creates a brand (the site import; later the theme editor).
import type { Brand } from '@tessera/schemas';
import { sql } from 'kysely';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { assertMatches } from '../assert-matches.ts';
import { writeSite, type OperationContext } from '../context.ts';
import { insertUnique } from '../insert-unique.ts';

export interface NewBrand extends Omit<Brand, 'brandId' | 'revision'> {
  /** Make it the site's active brand (at most one is). */
  isActive: boolean;
}

/**
 * Creates the brand, last in the brands' order, and returns it. Needs manageDesign on settings (NOT_ALLOWED); a brand not
 * matching brand.schema → BAD_REQUEST naming the field; a key in use → SLUG_TAKEN.
 */
export async function createBrand(ctx: OperationContext, actor: Actor, { key, brandName, settings, themeStyles, isActive }: NewBrand): Promise<Brand> {
  assertCan(actor, 'manageDesign', 'settings', {}, 'You may not change the brands of the site.');
  return writeSite(ctx, [{ scope: 'brands' }], async (trx) => {
    const row = await insertUnique(() => trx.insertInto('brands')
      // After every other brand.
      .values({ key, name: brandName, isActive, settings: JSON.stringify(settings), themeStyles: JSON.stringify(themeStyles), position: sql<number>`(select coalesce(max(position) + 1, 0) from brands)` })
      .returning(['id', 'revision'])
      .executeTakeFirstOrThrow(), `Another brand already uses the key '${key}'.`);
    const brand: unknown = { brandId: row.id, key, brandName, settings, themeStyles, revision: row.revision };
    assertMatches<Brand>(brand, 'brand', 'brand');
    return brand;
  });
}
