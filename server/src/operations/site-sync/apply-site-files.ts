// The CLI's apply: the plan from the server's site to the files', checked against the revisions
// the client last saw, applied all or nothing in one transaction through the operations.
import { sql } from 'kysely';
import type { SiteApplyBody, SiteApplyReply, SiteFile, SiteSnapshot } from '@tessera/schemas';
import type { FileStore } from '../../files/file-store.ts';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { inTransaction, type OperationContext } from '../context.ts';
import { applyApplications } from './apply-applications.ts';
import { applyBrands, applyLists, applySettings, applyTranslations } from './apply-site-settings.ts';
import { applyStructure } from './apply-structure.ts';
import { checkSiteFiles } from './check-site-files.ts';
import { conflictsOf, planSync } from './plan-sync.ts';
import { readSiteSnapshot } from './read-site-snapshot.ts';
import { siteElements } from './site-elements.ts';
import { assetFileIds, missingAssets, storeSentAssets } from './sync-assets.ts';

/** The SHA-256 of every asset the site uses, once each. */
const hashesOf = ({ assets }: SiteSnapshot) => [...new Set(Object.values(assets).flatMap((sha256) => sha256 ?? []))].sort();

// Any constant works; applies queue on it, so each plans against what the one before left.
const APPLY_LOCK = 7_041_978;

/**
 * Plans and (unless dryRun) applies the files. Needs manageSettings on items, which admins hold
 * (NOT_ALLOWED); files that do not load as a site → BAD_REQUEST with each problem in `details`;
 * elements changed on the server since `base` → REVISION_CONFLICT with each in `details`, unless
 * force (a dry run lists them in the reply). Assets sent without bytes that the server lacks
 * change nothing and come back in `missingAssets`. Any failure while applying rolls everything back; changes are announced after the commit.
 */
export async function applySiteFiles(ctx: OperationContext, store: FileStore, actor: Actor, request: SiteApplyBody): Promise<SiteApplyReply> {
  assertCan(actor, 'manageSettings', 'items', {}, 'Applying site files needs an admin, or manageSettings on every item.');
  const problems = await checkSiteFiles(request.files, request.assets);
  if (problems.length > 0) {
    const [first] = problems;
    throw appError('BAD_REQUEST', `The site files have ${problems.length} problem(s); the first: ${first!.file}${first!.path ? ` at ${first!.path}` : ''}: ${first!.message}`, { details: problems });
  }
  if (!request.dryRun) {
    const missing = await missingAssets(ctx.db, request.assets);
    if (missing.length > 0) return { plan: [], conflicts: [], applied: false, revisions: {}, assets: [], missingAssets: missing };
    await storeSentAssets(store, request.assets);
  }
  const desired = siteElements(request.files);
  return inTransaction(ctx, async (tx) => {
    await sql`select pg_advisory_xact_lock(${APPLY_LOCK})`.execute(tx.db);
    const before = await readSiteSnapshot(tx.db);
    const plan = planSync(siteElements(before.files), desired, request.prune ?? false);
    const conflicts = conflictsOf(plan, request.base, before.revisions);
    if (conflicts.length > 0 && !request.force && !request.dryRun) {
      const named = conflicts.map(({ element, base, current }) => `${element} (revision ${base}, now ${current ?? 'deleted'})`).join(', ');
      throw appError('REVISION_CONFLICT', `The server changed ${named} since these files were exported or last applied. Export again, or apply with --force to overwrite.`, { details: conflicts });
    }
    if (request.dryRun || plan.every((entry) => entry.kept)) return { plan, conflicts, applied: false, revisions: before.revisions, assets: hashesOf(before) };
    const fileIds = await assetFileIds(tx.db, request.assets);
    const site = request.files['site.json'] as unknown as SiteFile;
    const lists = await applyLists(tx, plan, site);
    const moduleIds = await applyStructure(tx, plan, request.files, { files: fileIds, lists });
    await applyApplications(tx, plan, site, lists);
    await applySettings(tx, plan, site, moduleIds, fileIds);
    await applyBrands(tx, plan, request.files, fileIds);
    await applyTranslations(tx, plan, request.files);
    const after = await readSiteSnapshot(tx.db);
    return { plan, conflicts, applied: true, revisions: after.revisions, assets: hashesOf(after) };
  });
}
