/** A failed API call: the HTTP status (0 when the network failed) and the server's error reply. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    /** Short error name from the reply, for example 'Not authorized'. */
    readonly error: string,
    message: string,
    /** The credential itself is unusable; the client has logged out. */
    readonly tokenIssue = false,
  ) {
    super(message);
  }
}
