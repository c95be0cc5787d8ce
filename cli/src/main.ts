// Entry point of `tessera` (bin/tessera.js, `npm run tessera`).
import { processIo } from './cli-io.ts';
import { ExitCode } from './exit-codes.ts';
import { runCli } from './run-cli.ts';

// Output piped into a reader that stopped reading (`tessera diff | head`) is done, not a crash.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? ExitCode.ok);
});

try {
  process.exitCode = await runCli(process.argv.slice(2), processIo);
} catch (error) {
  processIo.err(`tessera: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = ExitCode.problems;
}
