/** What the `tessera` process exit code means. */
export const ExitCode = {
  /** Done, nothing wrong. */
  ok: 0,
  /** The command ran and found problems: validation errors, conflicts (or it failed). */
  problems: 1,
  /** The command line itself was wrong: unknown command or option, missing directory, bad configuration. */
  usage: 2,
  /** The server could not be reached, refused the login, or failed. */
  server: 3,
} as const;

export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];
