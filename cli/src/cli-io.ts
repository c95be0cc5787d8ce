/** Where a command writes; tests pass their own to capture the output. */
export interface CliIo {
  /** Normal output (results, reports). */
  out(text: string): void;
  /** Errors and diagnostics. */
  err(text: string): void;
}

/** The process's stdout and stderr. */
export const processIo: CliIo = {
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
};
