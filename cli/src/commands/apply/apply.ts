import type { CliIo } from '../../cli-io.ts';
import { ExitCode } from '../../exit-codes.ts';
import { conflictLine, planLine, planSummary } from '../../format/plan-report.ts';
import { startProgress } from '../../format/progress.ts';
import { assertSiteDir } from '../../site-dir.ts';
import { assetsToSend, readLocalSite } from '../../sync/local-site.ts';
import { readState, stateFilePath, writeState } from '../../sync/state-file.ts';
import { reportProblems, reportRefusal } from '../../sync/sync-failure.ts';
import { syncServer } from '../../sync/sync-server.ts';

export interface ApplyOptions {
  url?: string;
  dryRun?: boolean;
  prune?: boolean;
  force?: boolean;
  json?: boolean;
}

/**
 * `tessera apply <site-dir>` (and `tessera diff`, a dry run): checks the files as validate does
 * (sending nothing when they have problems), asks the server for the plan against the revisions
 * last seen there, and applies it all or nothing. Exit 1 on file problems or conflicts, 3 when the
 * server fails or cannot be reached.
 */
export async function applySite(dir: string, options: ApplyOptions, io: CliIo): Promise<ExitCode> {
  await assertSiteDir(dir);
  const server = await syncServer(dir, options.url, io.env);
  const local = await readLocalSite(dir);
  if (!local.ok) return reportProblems(dir, local.problems, options.json, io);
  const state = await readState(dir, server.url);
  if (state === null && !options.json) {
    io.err(`Note: ${stateFilePath(dir, server.url)} does not exist, so changes made on ${server.url} since these files were written cannot be detected this time.\n`);
  }
  const progress = startProgress(`${options.dryRun ? 'Planning' : 'Applying'} against ${server.url}`, { quiet: options.json });
  const { files, assets } = local;
  const send = (withBytes: (sha256: string, path: string) => boolean) => server.call('POST /site/apply', {
    body: { files, assets: assetsToSend(assets, withBytes), base: state?.revisions ?? {}, dryRun: options.dryRun, prune: options.prune, force: options.force },
  });
  let reply;
  try {
    // A dry run stores nothing, so it needs no bytes; an apply sends those the server did not hold when last seen, and again any it turns out to lack.
    const held = new Set(state?.assets);
    reply = await send((sha256) => !options.dryRun && !held.has(sha256));
    const missing = new Set(reply.missingAssets);
    if (missing.size > 0) reply = await send((sha256, path) => missing.has(path) || !held.has(sha256));
  } catch (error) {
    return reportRefusal(dir, error, options.json, io);
  } finally {
    progress.done();
  }
  if (reply.applied) await writeState(dir, server.url, { revisions: reply.revisions, assets: reply.assets });
  const blocked = reply.conflicts.length > 0 && !options.force;
  if (options.json) io.out(`${JSON.stringify({ dir, server: server.url, ...reply }, null, 2)}\n`);
  else {
    for (const entry of reply.plan) io.out(`${planLine(entry)}\n`);
    for (const conflict of reply.conflicts) io.out(`${conflictLine(conflict)}\n`);
    io.out(`${planSummary(reply.plan)}\n`);
    if (reply.applied) io.out(`Applied to ${server.url}.\n`);
    else if (blocked) io.out('Apply would refuse these conflicts: run `tessera export` to take the server\'s changes, or apply with --force.\n');
  }
  return blocked ? ExitCode.problems : ExitCode.ok;
}
