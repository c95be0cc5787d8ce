/** What the `tessera` process exit code means. */
export const ExitCode = {
  /** Done, nothing wrong. */
  ok: 0,
  /** The command ran and found problems (or failed). */
  problems: 1,
  /** The command line itself was wrong: unknown command or option, missing directory. */
  usage: 2,
  /** The server answered with an error, or could not be reached. */
  server: 3,
} as const;

export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];
