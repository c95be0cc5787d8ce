import { Readable } from 'node:stream';
import type { CliIo } from '../cli-io.ts';
import type { CliEnv } from '../config/config-dir.ts';

/** A CliIo that keeps what was written, for assertions; `input` is piped text (not a terminal). */
export function captureIo(options: { input?: string; env?: CliEnv } = {}): CliIo & { stdout: () => string; stderr: () => string } {
  let stdout = '';
  let stderr = '';
  return {
    out: (text) => { stdout += text; },
    err: (text) => { stderr += text; },
    input: Readable.from(options.input === undefined ? [] : [options.input]),
    // Nothing of the user's own environment leaks into a test: no server, token or config home of theirs.
    env: options.env ?? { XDG_CONFIG_HOME: '/nonexistent/tessera-test-config' },
    stdout: () => stdout,
    stderr: () => stderr,
  };
}
