import type { RegisterCommand } from '../../command.ts';
import { examplesHelp } from '../../format/examples.ts';
import type { ApplyOptions } from './apply.ts';

const EXIT_CODES = '\nExit codes: 0 done (or nothing to do), 1 problems in the files or conflicts, 2 usage error, 3 server or network error.\n';

export const registerApply: RegisterCommand = (program, { io, finish }) => {
  program
    .command('apply')
    .alias('import')
    .summary("make the server's site what the files say, all or nothing")
    .description("Make the server's site what the files say, all or nothing: the files are checked first (nothing is sent when one has a problem), then the server applies its plan in one transaction. Refuses, naming each, when the server changed an element since you last exported or applied, unless --force. Deletes modules, pages, brands and languages whose files are gone only with --prune (never the active brand).")
    .argument('<site-dir>', 'the site directory (holding site.json)')
    .option('--url <server>', 'the server (a URL, or a name of tessera.config.json servers)')
    .option('--dry-run', 'show the plan; change nothing')
    .option('--prune', 'delete the modules, pages, brands and languages whose files are gone')
    .option('--force', "apply over the server's changes")
    .option('--json', 'print the plan and the result as JSON')
    .addHelpText('after', examplesHelp([
      ['tessera apply site --url https://staging.example.org', 'apply ./site to staging; a second run says there is nothing to do'],
      ['tessera apply site --prune --dry-run', 'show what would change, deletes included'],
      ['tessera import site --force', "the same command by its other name, overwriting the server's changes"],
    ]) + EXIT_CODES)
    .action(async (dir: string, options: ApplyOptions) => {
      const { applySite } = await import('./apply.ts');
      finish(await applySite(dir, options, io));
    });
};

export const registerDiff: RegisterCommand = (program, { io, finish }) => {
  program
    .command('diff')
    .summary('show what apply would change on the server')
    .description('Show what apply would change on the server, computed by the server: per element (module, page, block, field, brand, list, settings, translations) create, update with the changed JSON paths, or delete; and the conflicts apply would refuse.')
    .argument('<site-dir>', 'the site directory (holding site.json)')
    .option('--url <server>', 'the server (a URL, or a name of tessera.config.json servers)')
    .option('--prune', 'plan the deletes of modules, pages, brands and languages whose files are gone')
    .option('--json', 'print the plan as JSON: {plan, conflicts, …}')
    .addHelpText('after', examplesHelp([
      ['tessera diff site', 'the plan, one line per element: + create, ~ update (paths), - delete'],
      ['tessera diff site --json | jq .plan', 'the plan for scripts'],
    ]) + EXIT_CODES)
    .action(async (dir: string, options: Omit<ApplyOptions, 'dryRun' | 'force'>) => {
      const { applySite } = await import('./apply.ts');
      finish(await applySite(dir, { ...options, dryRun: true }, io));
    });
};
