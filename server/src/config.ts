// The server's configuration, read once from the environment at start.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { StartupError } from './startup-error.ts';

/** The repository root, found from this file so paths do not depend on the working directory. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Which proxies in front of the server to believe about the client (X-Forwarded-For, -Proto,
 * -Host): none (false), the nearest `n` hops, or proxies by address, CIDR range or one of
 * proxy-addr's names (loopback, linklocal, uniquelocal).
 */
export type TrustedProxies = false | number | string[];

/** An SMTP server to send e-mail through (ServerConfig.smtp). */
export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the start (smtps, usually port 465); otherwise STARTTLS is used when the server offers it. */
  secure: boolean;
  auth: { user: string; pass: string } | null;
}

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export interface ServerConfig {
  /**
   * TCP port to listen on (`PORT`).
   * @default 3000
   */
  port: number;
  /**
   * Interface to listen on (`HOST`); `0.0.0.0` exposes the server on every interface.
   * @default '127.0.0.1'
   */
  host: string;
  /**
   * Directory holding everything the server writes (`TESSERA_DATA_DIR`, relative to the working
   * directory): the embedded database under `pgdata/`, uploaded files under `files/`, the
   * generated `jwt-secret`, and e-mail under `outbox/` when no SMTP server is configured.
   * @default '.tessera'
   */
  dataDir: string;
  /**
   * PostgreSQL connection string (`DATABASE_URL`). When unset, the embedded PGlite database in
   * `${dataDir}/pgdata` is used.
   * @example 'postgres://tessera:secret@db.internal:5432/tessera'
   */
  databaseUrl: string | null;
  /**
   * Secret that signs session tokens (`TESSERA_JWT_SECRET`, at least 32 characters). When unset, a
   * random secret is generated once and kept in `${dataDir}/jwt-secret` (mode 0600). Several
   * instances behind a load balancer must share one secret.
   */
  jwtSecret: string | null;
  /**
   * Site directory imported into an empty database on first start (`TESSERA_SITE_DIR`, relative to
   * the working directory).
   * @default '<repository>/sites/demo'
   */
  siteDir: string;
  /**
   * The built runtime served under `/app` (`TESSERA_RUNTIME_DIR`, relative to the working
   * directory). Its `build.json` {build} names the build; sockets are told it on connect
   * (CONNECTED_INSTANCE), so open tabs notice when a server with a new build takes over.
   * @default '<repository>/runtime/dist'
   */
  runtimeDir: string;
  /**
   * Redis connection string (`REDIS_URL`). When set, socket.io events reach the sockets of every
   * instance and each instance's caches hear the changes the others make; needed as soon as
   * more than one server process shares the database.
   * @example 'redis://redis.internal:6379'
   */
  redisUrl: string | null;
  /**
   * The proxies (load balancers) whose `X-Forwarded-*` headers are believed
   * (`TESSERA_TRUST_PROXY`): a hop count (`1`: the one load balancer in front), or a
   * comma-separated list of addresses and CIDR ranges (`10.0.0.0/8,fd00::/8`, or `loopback`,
   * `uniquelocal`). The client address that sign-in attempts are throttled by comes from the
   * nearest untrusted hop, so a header a client sets itself is never believed. Unset: the TCP
   * peer's address, right when the server faces the internet directly.
   * @default false
   */
  trustProxy: TrustedProxies;
  /**
   * How long an idle keep-alive connection stays open, in milliseconds (`TESSERA_KEEP_ALIVE_TIMEOUT`,
   * in seconds). It must be longer than the idle time-out of the load balancer in front (60 s
   * for most; Google Cloud's keeps connections 600 s, so 620 there), or the balancer may send a
   * request down a connection the server is closing and answer the member 502.
   * @default 72_000
   */
  keepAliveTimeoutMs: number;
  /**
   * The address members reach the server at (`TESSERA_PUBLIC_URL`), for the links in e-mails
   * (the unsubscribe link): set it to the site's public address in production.
   * @default 'http://localhost:<port>'
   * @example 'https://members.example.org'
   */
  publicUrl: string;
  /**
   * The SMTP server e-mail is sent through: `SMTP_URL` (`smtp://user:pass@host:587`, or `smtps://`
   * for TLS from the start), or `SMTP_HOST` with `SMTP_PORT`, `SMTP_SECURE`, `SMTP_USER` and
   * `SMTP_PASS`. When unset, each message is written to `${dataDir}/outbox/` as an `.eml` file.
   * @default null
   */
  smtp: SmtpSettings | null;
  /**
   * The sender of e-mail (`MAIL_FROM`), an address or `Name <address>`.
   * @default '"<site name>" <no-reply@<host of publicUrl>>'
   */
  mailFrom: string | null;
  /**
   * Log level of the JSON logger (`LOG_LEVEL`).
   * @default 'info'
   */
  logLevel: LogLevel;
}

/** Reads the configuration from environment variables (see each property for its variable). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = parsePort(env.PORT);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(env.TESSERA_DATA_DIR || '.tessera'),
    databaseUrl: env.DATABASE_URL || null,
    jwtSecret: parseJwtSecret(env.TESSERA_JWT_SECRET),
    siteDir: env.TESSERA_SITE_DIR ? resolve(env.TESSERA_SITE_DIR) : resolve(REPO_ROOT, 'sites/demo'),
    runtimeDir: env.TESSERA_RUNTIME_DIR ? resolve(env.TESSERA_RUNTIME_DIR) : resolve(REPO_ROOT, 'runtime/dist'),
    redisUrl: parseRedisUrl(env.REDIS_URL),
    trustProxy: parseTrustProxy(env.TESSERA_TRUST_PROXY),
    keepAliveTimeoutMs: parseKeepAliveSeconds(env.TESSERA_KEEP_ALIVE_TIMEOUT) * 1000,
    publicUrl: parsePublicUrl(env.TESSERA_PUBLIC_URL, port),
    smtp: parseSmtp(env),
    mailFrom: env.MAIL_FROM?.trim() || null,
    logLevel: parseLogLevel(env.LOG_LEVEL),
  };
}

function parsePublicUrl(value: string | undefined, port: number): string {
  if (!value) return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new StartupError(`TESSERA_PUBLIC_URL must be an http:// or https:// address, got '${value}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new StartupError(`TESSERA_PUBLIC_URL must be an http:// or https:// address, got '${value}'`);
  // Links are made by appending paths to it.
  return url.origin + url.pathname.replace(/\/+$/, '');
}

function parseSmtp(env: NodeJS.ProcessEnv): SmtpSettings | null {
  if (env.SMTP_URL) return parseSmtpUrl(env.SMTP_URL);
  if (!env.SMTP_HOST) return null;
  const secure = parseBoolean('SMTP_SECURE', env.SMTP_SECURE);
  return {
    host: env.SMTP_HOST,
    port: env.SMTP_PORT ? parseSmtpPort(env.SMTP_PORT) : secure ? 465 : 587,
    secure,
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : null,
  };
}

function parseSmtpUrl(value: string): SmtpSettings {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
    throw new StartupError('SMTP_URL must be an smtp:// or smtps:// URL (smtp://user:password@host:587)');
  }
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? parseSmtpPort(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : null,
  };
}

function parseSmtpPort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new StartupError(`SMTP_PORT must be a port number, got '${value}'`);
  return port;
}

function parseBoolean(name: string, value: string | undefined): boolean {
  if (!value) return false;
  if (/^(true|1|yes)$/i.test(value)) return true;
  if (/^(false|0|no)$/i.test(value)) return false;
  throw new StartupError(`${name} must be true or false, got '${value}'`);
}

function parsePort(value: string | undefined): number {
  if (!value) return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new StartupError(`PORT must be a port number, got '${value}'`);
  return port;
}

function parseJwtSecret(value: string | undefined): string | null {
  if (!value) return null;
  // A short HS256 key can be brute-forced offline from any token.
  if (value.length < 32) throw new StartupError('TESSERA_JWT_SECRET must be at least 32 characters long');
  return value;
}

function parseRedisUrl(value: string | undefined): string | null {
  if (!value) return null;
  // Caught here rather than as a connection error that retries forever.
  if (!/^rediss?:\/\/[^/]/.test(value)) throw new StartupError(`REDIS_URL must be a redis:// or rediss:// URL, got '${value}'`);
  return value;
}

function parseTrustProxy(value: string | undefined): TrustedProxies {
  const trimmed = value?.trim();
  if (!trimmed || trimmed === 'false' || trimmed === '0') return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  // Trusting every hop would believe whatever X-Forwarded-For a client sends.
  if (trimmed === 'true' || trimmed === '*') {
    throw new StartupError(`TESSERA_TRUST_PROXY must name the proxies to trust (a hop count such as 1, or addresses and CIDR ranges), not '${trimmed}'`);
  }
  return trimmed.split(',').map((entry) => entry.trim()).filter((entry) => entry.length > 0);
}

function parseKeepAliveSeconds(value: string | undefined): number {
  if (!value) return 72;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 3600) {
    throw new StartupError(`TESSERA_KEEP_ALIVE_TIMEOUT must be a number of seconds from 1 to 3600, got '${value}'`);
  }
  return seconds;
}

function parseLogLevel(value: string | undefined): LogLevel {
  if (!value) return 'info';
  const level = LOG_LEVELS.find((l) => l === value.toLowerCase());
  if (!level) throw new StartupError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got '${value}'`);
  return level;
}
