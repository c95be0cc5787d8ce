import { Command, CommanderError } from 'commander';
import cliPackage from '../package.json' with { type: 'json' };
import type { CliIo } from './cli-io.ts';
import type { RegisterCommand } from './command.ts';
import { registerValidate } from './commands/validate.ts';
import { ExitCode } from './exit-codes.ts';
import { CliError } from './cli-error.ts';

const commands: readonly RegisterCommand[] = [registerValidate];

/**
 * Runs `tessera` with `args` (the arguments after the program name) and resolves to the exit
 * code, without touching the process: the entry point and the tests both call it.
 */
export async function runCli(args: string[], io: CliIo): Promise<ExitCode> {
  let exitCode: ExitCode = ExitCode.ok;
  const program = new Command('tessera')
    .description('Work with a Tessera site kept as files.')
    .version(cliPackage.version)
    .exitOverride()
    .configureOutput({ writeOut: io.out, writeErr: io.err });
  for (const register of commands) register(program, { io, finish: (code) => { exitCode = code; } });
  try {
    await program.parseAsync(args, { from: 'user' });
    return exitCode;
  } catch (error) {
    // Commander has already printed its message (or the help) through io.
    if (error instanceof CommanderError) return error.exitCode === 0 ? ExitCode.ok : ExitCode.usage;
    if (error instanceof CliError) {
      io.err(`tessera: ${error.message}\n`);
      return error.exitCode;
    }
    throw error;
  }
}
