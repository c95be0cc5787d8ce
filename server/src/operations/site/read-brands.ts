// Reads the brands as brand.schema objects.
import type { Brand } from '@tessera/schemas';
import type { Db } from '../../db/database.ts';

export interface SiteBrands {
  brands: Brand[];
  /** Id of the brand flagged active, or null. */
  activeId: number | null;
}

/** Every brand (a site has a handful) and which one is active. */
export async function readBrands(db: Db): Promise<SiteBrands> {
  const rows = await db.selectFrom('brands').selectAll().orderBy('position').orderBy('id').execute();
  return {
    brands: rows.map((row) => ({
      brandId: row.id, key: row.key, brandName: row.name, settings: row.settings, themeStyles: row.themeStyles, revision: row.revision,
    })),
    activeId: rows.find((row) => row.isActive)?.id ?? null,
  };
}
