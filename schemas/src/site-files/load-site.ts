import type { BlockCatalogue } from '../blocks/block-catalogue.ts';
import { assembleSite } from './assemble-site.ts';
import { checkAssets } from './check-assets.ts';
import { checkAccounts } from './checks/check-accounts.ts';
import { checkBlocks } from './checks/check-blocks.ts';
import { checkBrands } from './checks/check-brands.ts';
import { checkFieldRefs } from './checks/check-field-refs.ts';
import { checkFields } from './checks/check-fields.ts';
import { checkFileKeys } from './checks/check-file-keys.ts';
import { checkGrants } from './checks/check-grants.ts';
import { checkLanguages } from './checks/check-languages.ts';
import { checkLists } from './checks/check-lists.ts';
import { checkModuleOrder } from './checks/check-module-order.ts';
import { checkModules } from './checks/check-modules.ts';
import { checkTranslations } from './checks/check-translations.ts';
import { collectAssetRefs } from './collect-asset-refs.ts';
import { readSiteTree } from './read-site-tree.ts';
import { directorySource, type SiteSource } from './site-source.ts';
import type { LoadedSite, SiteProblem } from './types.ts';

/**
 * Reads and validates a site directory: every file against its schema, then the cross references
 * between files (pages, modules, slugs, block trees, fields and the fields and blocks they name, brands, languages and translations, accounts, lists, assets),
 * and every block of every page as `blockTypes` checks it — pass `{ checkBlock }` of
 * `@tessera/blocks/definitions`. Problems come sorted by file, in the order found within a file.
 * `site` is null when any problem was found. Warnings name what works but is likely unintended
 * (a language without the site's texts); they never keep the site from loading.
 */
export async function loadSite(dir: string, blockTypes: BlockCatalogue): Promise<SiteLoad> {
  return loadSiteFrom(await directorySource(dir), blockTypes);
}

type SiteLoad = { site: LoadedSite | null; problems: SiteProblem[]; warnings: SiteProblem[] };

/** loadSite from any source: the server checks an apply's files in memory with it. */
export async function loadSiteFrom(source: SiteSource, blockTypes: BlockCatalogue): Promise<SiteLoad> {
  const problems: SiteProblem[] = [];
  const warnings: SiteProblem[] = [];
  const report = (problem: SiteProblem): void => void problems.push(problem);
  const tree = await readSiteTree(source, report);
  checkFileKeys(tree, report);
  checkModuleOrder(tree, report);
  checkModules(tree, report);
  for (const page of tree.modules.flatMap((module) => module.pages)) checkBlocks(page, blockTypes, report);
  checkFields(tree, report);
  checkFieldRefs(tree, report);
  checkBrands(tree, report);
  checkLanguages(tree, report, (warning) => void warnings.push(warning));
  checkTranslations(tree, report);
  checkAccounts(tree, report);
  checkLists(tree, report);
  checkGrants(tree, report);
  const assets = await checkAssets(source, collectAssetRefs(tree), report);
  for (const list of [problems, warnings]) list.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  return { site: problems.length === 0 ? assembleSite(source.dir, tree, assets) : null, problems, warnings };
}
