import { CliError } from './cli-error.ts';
import { ExitCode } from './exit-codes.ts';

/** A mistake in how the command was called or configured; the CLI prints its message and exits with code 2. */
export class UsageError extends CliError {
  override name = 'UsageError';
  constructor(message: string) {
    super(message, ExitCode.usage);
  }
}
