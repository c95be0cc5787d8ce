import { checkBlock } from '@tessera/blocks/definitions';
import { loadSite } from '@tessera/schemas/site-files';
import type { CliIo } from '../cli-io.ts';
import type { RegisterCommand } from '../command.ts';
import { ExitCode } from '../exit-codes.ts';
import { problemLine, problemsSummary, siteCounts, validSummary } from '../format/site-report.ts';
import { assertSiteDir } from '../site-dir.ts';

export interface ValidateOptions {
  /** Print one JSON document instead of text. */
  json?: boolean;
}

/**
 * `tessera validate <site-dir>`: checks every file of a site directory against its schema, the
 * cross references between them, and every block against its type's definition (known type,
 * options, the type's rules). Exit code 1 when anything is wrong, 0 when the site is clean.
 */
export async function validateSite(dir: string, options: ValidateOptions, io: CliIo): Promise<ExitCode> {
  await assertSiteDir(dir);
  const { site, problems } = await loadSite(dir, { checkBlock });
  const counts = site ? siteCounts(site) : null;
  if (options.json) {
    io.out(`${JSON.stringify({ dir, valid: problems.length === 0, problems, counts }, null, 2)}\n`);
  } else {
    for (const problem of problems) io.out(`${problemLine(dir, problem)}\n`);
    io.out(`${counts ? validSummary(dir, counts) : problemsSummary(dir, problems)}\n`);
  }
  return problems.length === 0 ? ExitCode.ok : ExitCode.problems;
}

export const registerValidate: RegisterCommand = (program, { io, finish }) => {
  program
    .command('validate')
    .description('Check a site directory: every file against its schema, the references between files, and every block against its type.')
    .argument('<site-dir>', 'the site directory (holding site.json)')
    .option('--json', 'print the result as JSON')
    .action(async (dir: string, options: ValidateOptions) => finish(await validateSite(dir, options, io)));
};
