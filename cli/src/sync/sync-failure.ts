// How a sync command reports what stopped it, and the exit code that goes with it.
import type { SiteSyncConflict } from '@tessera/schemas';
import type { SiteProblem } from '@tessera/schemas/site-files';
import type { CliIo } from '../cli-io.ts';
import { ExitCode } from '../exit-codes.ts';
import { conflictLine } from '../format/plan-report.ts';
import { plural } from '../format/plural.ts';
import { problemLine, problemsSummary } from '../format/site-report.ts';
import { ServerReplyError } from './sync-client.ts';

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

/** A refusal of the server: conflicts and file problems exit 1, anything else 3. */
export function reportServerError(dir: string, error: unknown, json: boolean | undefined, io: CliIo): ExitCode {
  if (!(error instanceof ServerReplyError)) throw error;
  const conflicts = error.details.filter(isConflict);
  const problems = error.details.filter((detail): detail is SiteProblem => !isConflict(detail));
  const code = error.status === 409 || error.status === 400 ? ExitCode.problems : ExitCode.server;
  if (json) {
    io.out(`${JSON.stringify({ dir, error: error.message, status: error.status, conflicts, problems }, null, 2)}\n`);
    return code;
  }
  for (const conflict of conflicts) io.err(`${conflictLine(conflict)}\n`);
  for (const problem of problems) io.err(`${problemLine(dir, problem)}\n`);
  if (conflicts.length > 0) {
    io.err(`${plural(conflicts.length, 'conflict')}: nothing was changed. Run \`tessera export\` to take the server's changes into your files, or apply with --force to overwrite them.\n`);
  } else io.err(`tessera: ${error.message}\n`);
  return code;
}
