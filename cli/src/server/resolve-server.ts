// Which server a command talks to and with which token: flags > environment > tessera.config.json > stored login.
import { type CliEnv } from '../config/config-dir.ts';
import { normalizeServerUrl } from '../config/server-url.ts';
import { SITE_CONFIG_FILE, readSiteConfig } from '../config/site-config.ts';
import { readLogins } from '../config/stored-logins.ts';
import { UsageError } from '../usage-error.ts';
import { ServerError } from './server-error.ts';

export interface ResolveServerOptions {
  /** The --url flag: a URL, or a server name of tessera.config.json's `servers`. */
  url?: string;
  /** The site directory whose tessera.config.json to read, when the command has one. */
  siteDir?: string;
  /** The environment (TESSERA_URL, TESSERA_TOKEN, XDG_CONFIG_HOME); process.env by default. */
  env?: CliEnv;
}

export interface ResolvedServerUrl {
  /** Normalized: no trailing slash. The API is under `${url}/api/v1`. */
  url: string;
  /** Where the URL came from, for messages: '--url', 'TESSERA_URL', 'tessera.config.json', 'stored login'. */
  from: string;
}

export interface ResolvedServer extends ResolvedServerUrl {
  /** The bearer token: TESSERA_TOKEN, else the stored login of `url`. */
  token: string;
}

/** The server a command talks to, without a token (what `login` needs). */
export async function resolveServerUrl(options: ResolveServerOptions = {}): Promise<ResolvedServerUrl> {
  const env = options.env ?? process.env;
  const config = options.siteDir ? await readSiteConfig(options.siteDir) : {};
  if (options.url) {
    const named = config.servers?.[options.url];
    return named ? { url: normalizeServerUrl(named, SITE_CONFIG_FILE), from: `${SITE_CONFIG_FILE} servers.${options.url}` } : { url: normalizeServerUrl(options.url, '--url'), from: '--url' };
  }
  if (env.TESSERA_URL) return { url: normalizeServerUrl(env.TESSERA_URL, 'TESSERA_URL'), from: 'TESSERA_URL' };
  if (config.url) return { url: normalizeServerUrl(config.url, SITE_CONFIG_FILE), from: SITE_CONFIG_FILE };
  const stored = Object.keys(await readLogins(env));
  if (stored.length === 1) return { url: stored[0]!, from: 'stored login' };
  const hint = stored.length > 1 ? ` You are logged in to ${stored.join(', ')}; name one with --url.` : '';
  throw new UsageError(`Which server? Pass --url <server>, set TESSERA_URL, or add "url" to ${SITE_CONFIG_FILE} beside the site.${hint}`);
}

/** The server a command talks to and the token it sends; a ServerError (exit 3) when there is no login for it. */
export async function resolveServer(options: ResolveServerOptions = {}): Promise<ResolvedServer> {
  const env = options.env ?? process.env;
  const server = await resolveServerUrl(options);
  if (env.TESSERA_TOKEN) return { ...server, token: env.TESSERA_TOKEN };
  const login = (await readLogins(env))[server.url];
  if (!login) throw new ServerError(`You are not logged in to ${server.url}. Run: tessera login --url ${server.url} (or set TESSERA_TOKEN).`);
  if (login.expiresAt && Date.parse(login.expiresAt) <= Date.now()) {
    throw new ServerError(`Your login to ${server.url} expired on ${login.expiresAt.slice(0, 10)}. Run: tessera login --url ${server.url}`);
  }
  return { ...server, token: login.token };
}
