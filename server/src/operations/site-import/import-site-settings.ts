// Creates the settings, brands and translations of a site.
import type { AppSettings, Brand, LanguageCode, Translations } from '@tessera/schemas';
import type { LoadedSite } from '@tessera/schemas/site-files';
import { SYSTEM_ACTOR } from '../actor.ts';
import type { OperationContext } from '../context.ts';
import { createBrand } from '../site/create-brand.ts';
import { createSettings } from '../site/create-settings.ts';
import { setTranslations } from '../site/set-translations.ts';
import { fileIdOf } from './file-references.ts';

type FileIds = ReadonlyMap<string, number>;

/** The settings; module keys in moduleOrder become ids, a footer logo path a file id. */
export async function importSettings(tx: OperationContext, settings: AppSettings, moduleIds: ReadonlyMap<string, number>, fileIds: FileIds): Promise<void> {
  const footerLogoId = settings.footer?.footerLogoId;
  await createSettings(tx, SYSTEM_ACTOR, {
    ...settings,
    moduleOrder: settings.moduleOrder.flatMap((key) => moduleIds.get(String(key)) ?? []),
    ...(typeof footerLogoId === 'string' && { footer: { ...settings.footer, footerLogoId: fileIdOf(footerLogoId, fileIds) } }),
  });
}

/** Every brand, the site's active one flagged; logo and favicon paths become file ids. */
export async function importBrands(tx: OperationContext, site: LoadedSite, fileIds: FileIds): Promise<void> {
  for (const { brand } of site.brands) {
    const settings: Brand['settings'] = {
      logoId: brand.logo ? fileIdOf(brand.logo, fileIds) : null,
      faviconId: brand.favicon ? fileIdOf(brand.favicon, fileIds) : null,
    };
    await createBrand(tx, SYSTEM_ACTOR, {
      key: brand.id, brandName: brand.brandName, settings, themeStyles: brand.themeStyles, isActive: brand.id === site.site.activeBrand,
    });
  }
}

/** The site's own texts of each language. */
export async function importTranslations(tx: OperationContext, translations: LoadedSite['translations']): Promise<void> {
  for (const [language, texts] of Object.entries(translations) as Array<[LanguageCode, Translations | undefined]>) {
    if (texts) await setTranslations(tx, SYSTEM_ACTOR, language, texts);
  }
}
