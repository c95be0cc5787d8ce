/** A mistake in how the command was called; the CLI prints its message and exits with code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}
