import type { Readable } from 'node:stream';
import type { CliEnv } from './config/config-dir.ts';

/** Where a command reads and writes; tests pass their own to capture the output. */
export interface CliIo {
  /** Normal output (results, reports). */
  out(text: string): void;
  /** Errors, diagnostics, prompts. */
  err(text: string): void;
  /** What the user types or pipes in (login reads its credentials here). */
  input: Readable & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };
  /** The environment variables (TESSERA_URL, TESSERA_TOKEN, XDG_CONFIG_HOME). */
  env: CliEnv;
}

/** The process's streams and environment. */
export const processIo: CliIo = {
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
  input: process.stdin,
  env: process.env,
};
