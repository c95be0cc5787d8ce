import { Command, CommanderError } from 'commander';
import cliPackage from '../package.json' with { type: 'json' };
import { CliError } from './cli-error.ts';
import type { CliIo } from './cli-io.ts';
import { commands } from './commands/index.ts';
import { ExitCode } from './exit-codes.ts';
import { examplesHelp } from './format/examples.ts';

const PROGRAM_HELP = `${examplesHelp([
  ['tessera init my-site --template community', 'start a new site from the community template'],
  ['tessera validate my-site', 'check every file of the site, with the file and JSON path of each problem'],
  ['tessera login --url https://staging.example.org', 'sign in to a server once; the token is kept for later commands'],
])}
Exit codes:
  0  done, nothing wrong
  1  validation problems or conflicts found
  2  usage error: unknown command or option, missing directory, bad configuration
  3  server or network error: unreachable, not logged in, refused

Environment:
  TESSERA_URL     the server to talk to (over tessera.config.json and stored logins)
  TESSERA_TOKEN   the token to send, instead of a stored login (for CI)
  XDG_CONFIG_HOME where logins are stored: $XDG_CONFIG_HOME/tessera (default ~/.config/tessera)

Run tessera help <command> for a command's options and examples.
`;

/**
 * Runs `tessera` with `args` (the arguments after the program name) and resolves to the exit
 * code, without touching the process: the entry point and the tests both call it.
 */
export async function runCli(args: string[], io: CliIo): Promise<ExitCode> {
  let exitCode: ExitCode = ExitCode.ok;
  const program = new Command('tessera')
    .description('Keep a Tessera site as files: create, check, and sync them with a server.')
    .version(cliPackage.version)
    .exitOverride()
    .showSuggestionAfterError()
    .configureOutput({ writeOut: io.out, writeErr: io.err })
    .addHelpText('after', PROGRAM_HELP);
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
