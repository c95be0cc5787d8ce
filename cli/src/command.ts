import type { Command } from 'commander';
import type { CliIo } from './cli-io.ts';
import type { ExitCode } from './exit-codes.ts';

/** What a command's registration gets: where to write, and how to hand back its exit code. */
export interface CommandContext {
  io: CliIo;
  finish(code: ExitCode): void;
}

/** Adds one command to the program. */
export type RegisterCommand = (program: Command, context: CommandContext) => void;
