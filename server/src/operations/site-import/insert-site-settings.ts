// Inserts the settings, brands and translations of a site.
import type { AppSettings, Brand } from '@tessera/schemas';
import type { LoadedSite } from '@tessera/schemas/site-files';
import type { Trx } from '../context.ts';
import { fileIdOf } from './file-references.ts';

type FileIds = ReadonlyMap<string, number>;

/** The settings row; module keys in moduleOrder become ids, a footer logo path a file id. */
export async function insertSettings(trx: Trx, settings: AppSettings, moduleIds: ReadonlyMap<string, number>, fileIds: FileIds): Promise<void> {
  const footerLogoId = settings.footer?.footerLogoId;
  const stored: AppSettings = {
    ...settings,
    moduleOrder: settings.moduleOrder.flatMap((key) => moduleIds.get(String(key)) ?? []),
    ...(typeof footerLogoId === 'string' && { footer: { ...settings.footer, footerLogoId: fileIdOf(footerLogoId, fileIds) } }),
  };
  await trx.insertInto('settings').values({ data: JSON.stringify(stored) }).execute();
}

/** Every brand, the site's active one flagged; logo and favicon paths become file ids. */
export async function insertBrands(trx: Trx, site: LoadedSite, fileIds: FileIds): Promise<void> {
  if (site.brands.length === 0) return;
  await trx.insertInto('brands')
    .values(site.brands.map(({ brand }) => {
      const settings: Brand['settings'] = {
        logoId: brand.logo ? fileIdOf(brand.logo, fileIds) : null,
        faviconId: brand.favicon ? fileIdOf(brand.favicon, fileIds) : null,
      };
      return {
        key: brand.id, name: brand.brandName, isActive: brand.id === site.site.activeBrand,
        settings: JSON.stringify(settings), themeStyles: JSON.stringify(brand.themeStyles),
      };
    }))
    .execute();
}

/** The site's own texts, one row per language and key. */
export async function insertTranslations(trx: Trx, translations: LoadedSite['translations']): Promise<void> {
  const rows = Object.entries(translations).flatMap(([language, texts]) =>
    Object.entries(texts ?? {}).flatMap(([key, value]) => (value === undefined ? [] : [{ language, key, value }])));
  if (rows.length > 0) await trx.insertInto('translations').values(rows).execute();
}
