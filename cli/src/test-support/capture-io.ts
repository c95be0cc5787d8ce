import type { CliIo } from '../cli-io.ts';

/** A CliIo that keeps what was written, for assertions. */
export function captureIo(): CliIo & { stdout: () => string; stderr: () => string } {
  let stdout = '';
  let stderr = '';
  return {
    out: (text) => { stdout += text; },
    err: (text) => { stderr += text; },
    stdout: () => stdout,
    stderr: () => stderr,
  };
}
