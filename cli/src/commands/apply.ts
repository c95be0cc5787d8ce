import type { CliIo } from '../cli-io.ts';
import type { RegisterCommand } from '../command.ts';
import { ExitCode } from '../exit-codes.ts';
import { conflictLine, planLine, planSummary } from '../format/plan-report.ts';
import { assertSiteDir } from '../site-dir.ts';
import { readLocalSite } from '../sync/local-site.ts';
import { resolveServerAccess } from '../sync/server-access.ts';
import { readState, stateFilePath, writeState } from '../sync/state-file.ts';
import { postApply } from '../sync/sync-client.ts';
import { reportProblems, reportServerError } from '../sync/sync-failure.ts';

export interface ApplyOptions {
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
  const access = resolveServerAccess();
  const local = await readLocalSite(dir);
  if (!local.ok) return reportProblems(dir, local.problems, options.json, io);
  const base = await readState(dir, access.url);
  if (base === null && !options.json) {
    io.err(`Note: ${stateFilePath(dir, access.url)} does not exist, so changes made on ${access.url} since these files were written cannot be detected this time.\n`);
  }
  try {
    const { files, assets } = local;
    const reply = await postApply(access, { files, assets, base: base ?? {}, dryRun: options.dryRun, prune: options.prune, force: options.force });
    if (reply.applied) await writeState(dir, access.url, reply.revisions);
    const blocked = reply.conflicts.length > 0 && !options.force;
    if (options.json) io.out(`${JSON.stringify({ dir, server: access.url, ...reply }, null, 2)}\n`);
    else {
      for (const entry of reply.plan) io.out(`${planLine(entry)}\n`);
      for (const conflict of reply.conflicts) io.out(`${conflictLine(conflict)}\n`);
      io.out(`${planSummary(reply.plan)}\n`);
      if (reply.applied) io.out(`Applied to ${access.url}.\n`);
      else if (blocked) io.out('Apply would refuse these conflicts: run `tessera export` to take the server\'s changes, or apply with --force.\n');
    }
    return blocked ? ExitCode.problems : ExitCode.ok;
  } catch (error) {
    return reportServerError(dir, error, options.json, io);
  }
}

const example = (command: string) => `\nExamples:\n  tessera ${command} site\n  tessera ${command} site --json`;

export const registerApply: RegisterCommand = (program, { io, finish }) => {
  program
    .command('apply')
    .alias('import')
    .description("Make the server's site (TESSERA_URL) what the files say, all or nothing. Refuses when the server changed an element since you last exported or applied, unless --force.")
    .argument('<site-dir>', 'the site directory (holding site.json)')
    .option('--dry-run', 'show the plan; change nothing')
    .option('--prune', 'delete the modules, pages and languages whose files are gone')
    .option('--force', "apply over the server's changes")
    .option('--json', 'print the result as JSON')
    .addHelpText('after', `${example('apply')}\n  tessera apply site --prune --dry-run`)
    .action(async (dir: string, options: ApplyOptions) => finish(await applySite(dir, options, io)));
};

export const registerDiff: RegisterCommand = (program, { io, finish }) => {
  program
    .command('diff')
    .description("Show what apply would change on the server (TESSERA_URL): per element create, update with the changed paths, or delete.")
    .argument('<site-dir>', 'the site directory (holding site.json)')
    .option('--prune', 'plan the deletes of modules, pages and languages whose files are gone')
    .option('--json', 'print the plan as JSON')
    .addHelpText('after', example('diff'))
    .action(async (dir: string, options: Omit<ApplyOptions, 'dryRun' | 'force'>) => finish(await applySite(dir, { ...options, dryRun: true }, io)));
};
