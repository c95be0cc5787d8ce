// Imports a loaded site into an empty database, all in one transaction.
import { sql } from 'kysely';
import type { LoadedSite } from '@tessera/schemas/site-files';
import type { FileStore } from '../../files/file-store.ts';
import { writeSite, type Change, type OperationContext } from '../context.ts';
import { insertAccounts, prepareAccounts } from './insert-accounts.ts';
import { insertBrands, insertSettings, insertTranslations } from './insert-site-settings.ts';
import { insertStructure } from './insert-structure.ts';
import { insertAssetRows, storeAssets } from './store-assets.ts';

// Any constant works; it only has to be the same for every instance starting at once.
const IMPORT_LOCK = 7_041_977;

/**
 * Imports `site` when the database holds no site yet (settings, brands, assets, modules, pages,
 * blocks, translations, accounts). Returns false, changing nothing, when a site is already there.
 */
export async function importSite(ctx: OperationContext, files: FileStore, site: LoadedSite): Promise<boolean> {
  const [assets, accounts] = await Promise.all([
    storeAssets(files, site.dir, site.assets),
    prepareAccounts(site.site.accounts ?? []),
  ]);
  const imported: readonly Change[] = [{ scope: 'settings' }, { scope: 'structure' }, { scope: 'brands' }, { scope: 'translations' }];
  return writeSite(ctx, (done) => (done ? imported : []), async (trx) => {
    // Instances starting together queue here; the later ones then find the site imported.
    await sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`.execute(trx);
    if (await trx.selectFrom('settings').select('id').executeTakeFirst()) return false;
    const fileIds = await insertAssetRows(trx, assets);
    const moduleIds = await insertStructure(trx, site.modules, fileIds);
    await insertSettings(trx, site.site.settings, moduleIds, fileIds);
    await insertBrands(trx, site, fileIds);
    await insertTranslations(trx, site.translations);
    await insertAccounts(trx, accounts);
    return true;
  });
}
