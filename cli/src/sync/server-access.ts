// Which server the sync commands talk to, and with which token.
import { UsageError } from '../usage-error.ts';

export interface ServerAccess {
  /** The server's origin, without a trailing slash. */
  url: string;
  token: string;
}

/** TESSERA_URL and TESSERA_TOKEN (stored logins come with `tessera login`). */
export function resolveServerAccess(env: NodeJS.ProcessEnv = process.env): ServerAccess {
  const url = env.TESSERA_URL?.replace(/\/+$/, '');
  const token = env.TESSERA_TOKEN;
  if (!url || !token) throw new UsageError('No server to talk to: set TESSERA_URL and TESSERA_TOKEN (an admin\'s token).');
  return { url, token };
}
