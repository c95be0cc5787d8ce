import type { RegisterCommand } from '../../command.ts';
import { examplesHelp } from '../../format/examples.ts';
import type { LoginOptions } from './login.ts';
import type { LogoutOptions } from './logout.ts';

const WHICH_SERVER = 'the server (its address, or a name from tessera.config.json "servers"); by default TESSERA_URL, then "url" in tessera.config.json here, then your only stored login';

export const registerLogin: RegisterCommand = (program, { io, finish }) => {
  program
    .command('login')
    .summary('sign in to a server and keep the token')
    .description('Sign in to a server with your email and password and keep the token, so later commands need no password. The password is asked for unseen on a terminal, or read from stdin.')
    .option('--url <server>', WHICH_SERVER)
    .option('--email <email>', 'the account\'s email (otherwise asked for, or the first line of stdin)')
    .option('--json', 'print {url, email, isAdmin, expiresAt} as JSON')
    .addHelpText('after', examplesHelp([
      ['tessera login --url https://staging.example.org', 'asks for your email and password'],
      ['printf \'%s\\n%s\\n\' "$EMAIL" "$PASSWORD" | tessera login --url http://localhost:3000', 'credentials from a script, two lines on stdin'],
      ['TESSERA_URL=https://example.org TESSERA_TOKEN=… tessera diff site', 'in CI: no login, the token from the environment'],
    ]) + '\nLogins are stored per server in $XDG_CONFIG_HOME/tessera/logins.json (~/.config/tessera/logins.json), readable by you only.\nExit codes: 0 logged in, 2 no server named or no credentials given, 3 server unreachable or the credentials refused.\n')
    .action(async (options: LoginOptions) => {
      const { login } = await import('./login.ts');
      finish(await login(options, io));
    });

  program
    .command('logout')
    .summary('end the session and delete the stored token')
    .description('End the session on the server and delete the stored token.')
    .option('--url <server>', WHICH_SERVER)
    .option('--json', 'print {url, wasLoggedIn, serverEnded} as JSON')
    .addHelpText('after', examplesHelp([
      ['tessera logout --url https://staging.example.org', 'forget the login to staging'],
    ]))
    .action(async (options: LogoutOptions) => {
      const { logout } = await import('./logout.ts');
      finish(await logout(options, io));
    });
};
