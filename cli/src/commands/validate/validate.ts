import { checkBlock } from '@tessera/blocks/definitions';
import { loadSite } from '@tessera/schemas/site-files';
import type { CliIo } from '../../cli-io.ts';
import { ExitCode } from '../../exit-codes.ts';
import { problemLine, problemsSummary, siteCounts, validSummary, warningLine } from '../../format/site-report.ts';
import { assertSiteDir } from '../../site-dir.ts';

export interface ValidateOptions {
  /** Print one JSON document instead of text. */
  json?: boolean;
  /** Warnings fail the check too. */
  strict?: boolean;
}

/**
 * `tessera validate <site-dir>`: checks every file of a site directory against its schema, the
 * cross references between them, and every block against its type's definition (known type,
 * options, the type's rules). Exit code 1 when anything is wrong (or, with --strict, when
 * anything is warned of), 0 when the site is clean.
 */
export async function validateSite(dir: string, options: ValidateOptions, io: CliIo): Promise<ExitCode> {
  await assertSiteDir(dir);
  const { site, problems, warnings } = await loadSite(dir, { checkBlock });
  const counts = site ? siteCounts(site) : null;
  const valid = problems.length === 0 && !(options.strict && warnings.length > 0);
  if (options.json) {
    io.out(`${JSON.stringify({ dir, valid, problems, warnings, counts }, null, 2)}\n`);
  } else {
    for (const problem of problems) io.out(`${problemLine(dir, problem)}\n`);
    for (const warning of warnings) io.out(`${warningLine(dir, warning)}\n`);
    io.out(`${counts && valid ? validSummary(dir, counts, warnings.length) : problemsSummary(dir, problems, options.strict ? warnings : [])}\n`);
  }
  return valid ? ExitCode.ok : ExitCode.problems;
}
