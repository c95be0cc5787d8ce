// How a sync command reports what stopped it, and the exit code that goes with it.
import type { SiteSyncConflict } from '@tessera/schemas';
import type { SiteProblem } from '@tessera/schemas/site-files';
import type { CliIo } from '../cli-io.ts';
import { ExitCode } from '../exit-codes.ts';
import { conflictLine } from '../format/plan-report.ts';
import { plural } from '../format/plural.ts';
import { problemLine, problemsSummary } from '../format/site-report.ts';
import { ApiError } from '../server/index.ts';

const isConflict = (detail: object): detail is SiteSyncConflict => 'element' in detail;

/** Problems of the local files: exit 1, nothing was sent. */
export function reportProblems(dir: string, problems: SiteProblem[], json: boolean | undefined, io: CliIo): ExitCode {
  if (json) io.out(`${JSON.stringify({ dir, valid: false, problems }, null, 2)}\n`);
  else {
    for (const problem of problems) io.out(`${problemLine(dir, problem)}\n`);
    io.out(`${problemsSummary(dir, problems)} Nothing was sent to the server; fix them and try again.\n`);
  }
  return ExitCode.problems;
}

/**
 * The server's refusal of the files (400, each problem) or of the apply (409, each conflict):
 * exit 1. Anything else is rethrown, for the CLI to report as a server error (exit 3).
 */
export function reportRefusal(dir: string, error: unknown, json: boolean | undefined, io: CliIo): ExitCode {
  if (!(error instanceof ApiError) || (error.status !== 409 && error.status !== 400)) throw error;
  const details = ((error.body as { details?: object[] } | null)?.details ?? []);
  const conflicts = details.filter(isConflict);
  const problems = details.filter((detail): detail is SiteProblem => !isConflict(detail));
  if (json) {
    io.out(`${JSON.stringify({ dir, error: error.message, status: error.status, conflicts, problems }, null, 2)}\n`);
    return ExitCode.problems;
  }
  for (const conflict of conflicts) io.err(`${conflictLine(conflict)}\n`);
  for (const problem of problems) io.err(`${problemLine(dir, problem)}\n`);
  if (conflicts.length > 0) {
    io.err(`${plural(conflicts.length, 'conflict')}: nothing was changed. Run \`tessera export\` to take the server's changes into your files, or apply with --force to overwrite them.\n`);
  } else io.err(`tessera: ${error.message}\n`);
  return ExitCode.problems;
}
