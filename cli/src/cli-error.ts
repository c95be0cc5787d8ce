import { ExitCode } from './exit-codes.ts';

/**
 * An error the CLI reports as one message and an exit code, without a stack trace: the message
 * says what went wrong and what to do next.
 */
export class CliError extends Error {
  override name = 'CliError';
  constructor(message: string, readonly exitCode: ExitCode) {
    super(message);
  }
}
