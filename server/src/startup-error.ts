// A problem the operator fixes before the server can start (a setting, a data directory in use).
// main.ts prints its message as one line, without a stack trace, and exits with status 1.

export class StartupError extends Error {
  override readonly name = 'StartupError';
}
