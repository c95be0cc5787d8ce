// Imports a loaded site into an empty database through the create operations, in one transaction.
import { sql } from 'kysely';
import type { LoadedSite } from '@tessera/schemas/site-files';
import type { FileStore } from '../../files/file-store.ts';
import { inTransaction, type OperationContext } from '../context.ts';
import { importAccounts, prepareAccounts } from './import-accounts.ts';
import { importApplications } from './import-applications.ts';
import { importGrants } from './import-grants.ts';
import { importLists } from './import-lists.ts';
import { importBrands, importSettings, importTranslations } from './import-site-settings.ts';
import { refreshRuleLists } from '../lists/refresh-rule-lists.ts';
import { importStructure } from './import-structure.ts';
import { insertAssetRows, storeAssets } from './store-assets.ts';

// Any constant works; it only has to be the same for every instance starting at once.
const IMPORT_LOCK = 7_041_977;

/**
 * Imports `site` when the database holds no site yet (assets, lists, modules, pages, blocks,
 * settings, brands, translations, accounts with their memberships and grants, applications with their requests), as the system actor through
 * the same operations every other write uses; they join this one transaction and their changes
 * are announced, merged, once it has committed. Returns false, changing nothing, when a site is
 * already there.
 */
export async function importSite(ctx: OperationContext, files: FileStore, site: LoadedSite): Promise<boolean> {
  const [assets, accounts] = await Promise.all([
    storeAssets(files, site.dir, site.assets),
    prepareAccounts(site.site.accounts ?? []),
  ]);
  return inTransaction(ctx, async (tx) => {
    // Instances starting together queue here; the later ones then find the site imported.
    await sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`.execute(tx.db);
    if (await tx.db.selectFrom('settings').select('id').executeTakeFirst()) return false;
    const ids = { files: await insertAssetRows(tx.db, assets), lists: await importLists(tx, site.site.lists ?? []) };
    const moduleIds = await importStructure(tx, site.modules, ids);
    await importSettings(tx, site.site.settings, moduleIds, ids.files);
    await importBrands(tx, site, ids.files);
    await importTranslations(tx, site.translations);
    const accountIds = await importAccounts(tx, accounts, ids.lists, ids.files);
    await importGrants(tx, site.site.accounts ?? [], accountIds, moduleIds);
    await importApplications(tx, site.site.applications ?? [], site.site.accounts ?? [], ids.lists, accountIds);
    await refreshRuleLists(tx);
    return true;
  });
}
