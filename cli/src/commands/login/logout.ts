import type { CliIo } from '../../cli-io.ts';
import { readLogins, removeLogin } from '../../config/stored-logins.ts';
import { ExitCode } from '../../exit-codes.ts';
import { ServerError, createApiClient, resolveServerUrl } from '../../server/index.ts';

export interface LogoutOptions {
  url?: string;
  json?: boolean;
}

/**
 * `tessera logout`: ends the session on the server (GET /logout) and forgets the stored token.
 * The token is forgotten even when the server cannot be reached; the message says so.
 */
export async function logout(options: LogoutOptions, io: CliIo): Promise<ExitCode> {
  const { url } = await resolveServerUrl({ url: options.url, siteDir: process.cwd(), env: io.env });
  const login = (await readLogins(io.env))[url];
  let serverEnded: boolean | null = null;
  let serverProblem: string | null = null;
  if (login) {
    serverEnded = await createApiClient({ url, token: login.token, timeoutMs: 10_000 }).call('GET /logout').then(() => true, (error: unknown) => {
      serverProblem = error instanceof ServerError ? error.message : String(error);
      return false;
    });
    await removeLogin(io.env, url);
  }
  if (options.json) {
    io.out(`${JSON.stringify({ url, wasLoggedIn: Boolean(login), serverEnded }, null, 2)}\n`);
  } else if (!login) {
    io.out(`You were not logged in to ${url}; nothing to do.\n`);
  } else {
    io.out(`Logged out of ${url}: the stored token is deleted${serverEnded ? ' and the server ended the session' : ''}.\n`);
    if (serverProblem) io.err(`The server could not end the session (${serverProblem}); the token stays valid there until it expires.\n`);
  }
  if (io.env.TESSERA_TOKEN) io.err('TESSERA_TOKEN is set in this environment; logout does not touch it.\n');
  return ExitCode.ok;
}
