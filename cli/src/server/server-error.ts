import { CliError } from '../cli-error.ts';
import { ExitCode } from '../exit-codes.ts';

/** The server could not be reached, did not accept the login, or failed: exit code 3. */
export class ServerError extends CliError {
  override name = 'ServerError';
  constructor(message: string) {
    super(message, ExitCode.server);
  }
}

/**
 * The server answered a call with an error ({error, message}): `status` and `code` let a command
 * treat some answers as its own outcome (a conflict is exit code 1, not 3).
 */
export class ApiError extends ServerError {
  override name = 'ApiError';
  constructor(message: string, readonly status: number, readonly code: string, readonly body: unknown) {
    super(message);
  }
}
