import type { CliIo } from '../../cli-io.ts';
import { loginsFilePath, saveLogin } from '../../config/stored-logins.ts';
import { ExitCode } from '../../exit-codes.ts';
import { ApiError, ServerError, createApiClient, resolveServerUrl } from '../../server/index.ts';
import { tokenExpiry } from '../../server/token-expiry.ts';
import { readCredentials } from './read-credentials.ts';

export interface LoginOptions {
  url?: string;
  email?: string;
  json?: boolean;
}

/**
 * `tessera login`: signs in to a server with email and password (POST /auth/login) and stores
 * the token for that server, so later commands need no password.
 */
export async function login(options: LoginOptions, io: CliIo): Promise<ExitCode> {
  const { url } = await resolveServerUrl({ url: options.url, siteDir: process.cwd(), env: io.env });
  const { email, password } = await readCredentials(io, options.email);
  let jwt: string;
  try {
    ({ jwt } = await createApiClient({ url }).call('POST /auth/login', { body: { email, password } }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw new ServerError(`The server at ${url} did not accept this email and password; nothing was stored. Check them and run tessera login --url ${url} again.`);
    throw error;
  }
  const user = await createApiClient({ url, token: jwt }).call('GET /user');
  const expiresAt = tokenExpiry(jwt);
  await saveLogin(io.env, url, { token: jwt, email, savedAt: new Date().toISOString(), ...(expiresAt && { expiresAt }) });
  if (options.json) {
    io.out(`${JSON.stringify({ url, email, isAdmin: user.isAdmin, expiresAt }, null, 2)}\n`);
    return ExitCode.ok;
  }
  io.out(`Logged in to ${url} as ${email}${user.isAdmin ? ' (admin)' : ''}.\n`);
  io.out(`The token is stored in ${loginsFilePath(io.env)}, readable by you only${expiresAt ? `, until ${expiresAt.slice(0, 10)}` : ''}.\n`);
  if (!user.isAdmin) io.out('Syncing a site (export, diff, apply) needs an admin account or a manageSettings grant on what it changes.\n');
  return ExitCode.ok;
}
