// Builds the Fastify app: schemas, error handling, the API under /api/v1, the sign-in page, /app
// and socket.io.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { DEFAULT_BODY_LIMIT } from '@tessera/schemas/contract';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { requireSignIn } from './auth/authenticate.ts';
import { SignedInCache } from './auth/signed-in-cache.ts';
import { purposeKey } from './auth/purpose-key.ts';
import { credentialThrottle } from './auth/throttle/credential-throttle.ts';
import { databaseLimiter } from './auth/throttle/database-limiters.ts';
import { tokenSigner } from './auth/tokens.ts';
import { SiteCache } from './cache/site-cache.ts';
import { REPO_ROOT, type TrustedProxies } from './config.ts';
import type { Db } from './db/database.ts';
import type { FileStore } from './files/file-store.ts';
import { formatValidationErrors, handleError } from './http/error-handler.ts';
import { translatingErrors } from './http/translated-errors.ts';
import { parseJsonBodiesWithinDepth } from './http/json-body.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerApi } from './http/register-api.ts';
import { readAppEntryFiles } from './http/app-shell/app-entry-files.ts';
import { readBuildId } from './http/runtime-build.ts';
import { registerRuntimeApp } from './http/runtime-app.ts';
import { registerSitePages } from './http/site-pages.ts';
import { resolvableSchemas, schemaController } from './http/schema-compilers.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { SERVER_TIMEOUTS, timeoutOptions, type ServerTimeouts } from './http/server-timeouts.ts';
import { loadShippedTexts } from './i18n/shipped-texts.ts';
import { replyLanguages } from './localisation/reply-languages.ts';
import { startMailDelivery, type MailDeliveryOptions } from './mail/mail-delivery.ts';
import { changeFeed, type ChangeFeed } from './operations/change-feed.ts';
import { watchRuleLists } from './operations/lists/watch-rule-lists.ts';
import { schedulePurge } from './operations/structure/blocks/purge-deleted-blocks.ts';
import { ROTATION_GRACE_MS } from './operations/sessions/token-standing.ts';
import type { RedisOptions } from './realtime/redis-connection.ts';
import { attachRealtime } from './realtime/socket-server.ts';
import { apiRoutes } from './routes/api-routes.ts';
import { signInRoutes } from './routes/signin/signin.routes.ts';
import { unsubscribeRoutes } from './routes/unsubscribe/unsubscribe.routes.ts';
import type { ServerContext } from './server-context.ts';

export interface AppOptions {
  /** A migrated database (see db/migrate.ts). */
  db: Db;
  /** The HS256 key of session tokens (see auth/jwt-secret.ts). */
  jwtSecret: Uint8Array;
  files: FileStore;
  /** Announces committed writes; pass the feed the site import used so the cache hears it. */
  changes?: ChangeFeed;
  /** The built runtime served at /app (see ServerConfig.runtimeDir). @default '<repository>/runtime/dist' */
  runtimeDir?: string;
  /** Redis, for running several instances (see ServerConfig.redisUrl); without it the instance stands alone. */
  redis?: RedisOptions;
  /** Names this process to sockets (CONNECTED_INSTANCE). @default a random UUID */
  instanceId?: string;
  /**
   * How long a token keeps working after `/auth/refresh` replaced it, so tabs sharing the session
   * pick up the new one; sockets holding the old one are closed then.
   * @default 30_000 (ROTATION_GRACE_MS)
   */
  rotationGraceMs?: number;
  /**
   * Which proxies' X-Forwarded-For/-Proto/-Host to believe (ServerConfig.trustProxy): a hop count,
   * or addresses and CIDR ranges. The client address throttles credential guessing by.
   * @default false (the address of the TCP connection)
   */
  trustProxy?: TrustedProxies;
  /** How long to wait for clients (http/server-timeouts.ts); tests shorten them. @default SERVER_TIMEOUTS */
  timeouts?: Partial<ServerTimeouts>;
  /**
   * E-mail delivery: this instance's mail worker runs while the app is up (mail/mail-delivery.ts).
   * Without it the queue is left to other instances (tests that send no mail).
   */
  mail?: MailDeliveryOptions;
  /** @default false (tests); main.ts passes a level. */
  logger?: FastifyServerOptions['logger'];
}

/** Fastify's trustProxy for the configured proxies: a hop count trusts that many hops nearest the server. */
function fastifyTrustProxy(trusted: TrustedProxies): string[] | boolean | ((address: string, hop: number) => boolean) {
  return typeof trusted === 'number' ? (_address, hop) => hop < trusted : trusted;
}

/** The whole app with socket.io, not yet listening (tests call `inject` or `listen`, main.ts calls `listen`). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    schemaErrorFormatter: formatValidationErrors,
    // Contract routes declare their own (serve-routes.ts); this covers everything else.
    bodyLimit: DEFAULT_BODY_LIMIT,
    schemaController,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    ...timeoutOptions({ ...SERVER_TIMEOUTS, ...options.timeouts }),
  });
  registerSecurityHeaders(app);
  parseJsonBodiesWithinDepth(app);
  // Uploads: multipart bodies are streamed by the upload routes, which keep their own limits and
  // measure a file over them (routes/files/receive-upload.ts) rather than failing at the limit.
  await app.register(multipart, { throwFileSizeLimit: false });
  // Shared schemas by $id, for the OpenAPI document; the compilers above know them already.
  for (const schema of resolvableSchemas) app.addSchema(schema);
  app.decorateRequest('account', null);

  const { db, files } = options;
  const changes = options.changes ?? changeFeed();
  const cache = new SiteCache(db, await loadShippedTexts());
  const signedInCache = new SignedInCache();
  app.setErrorHandler(translatingErrors(handleError, async (request, key) => {
    const settings = await cache.settings();
    const language = request.account ? replyLanguages(settings, request.account).language : settings.languages.default;
    return (await cache.texts(language)).translations[key];
  }));
  changes.subscribe('caches', (announced) => {
    cache.invalidate(announced);
    signedInCache.invalidate(announced);
  });
  const tokens = tokenSigner(options.jwtSecret);
  const rotationGraceMs = options.rotationGraceMs ?? ROTATION_GRACE_MS;
  const throttle = credentialThrottle((limit, spec) => databaseLimiter(db, limit, spec));
  const ctx: ServerContext = {
    db, changes, cache, files, tokens, signedInCache, rotationGraceMs, throttle,
    purposeKey: (purpose) => purposeKey(options.jwtSecret, purpose),
    requireSignIn: requireSignIn({ db, changes, tokens, signedInCache, rotationGraceMs }),
  };

  app.addHook('onReady', () => cache.warm());
  const stopWatchingRuleLists = watchRuleLists(ctx, (error) => app.log.error({ err: error }, 'Refilling dynamic lists failed'));
  app.addHook('onClose', async () => stopWatchingRuleLists());
  // Blocks deleted everywhere are removed for good once their revert window ends (decision 0022).
  let stopPurge = () => {};
  app.addHook('onReady', async () => {
    stopPurge = schedulePurge(db, (error) => app.log.error({ err: error }, 'Purging deleted blocks failed'));
  });
  app.addHook('onClose', async () => stopPurge());

  const instanceId = options.instanceId ?? randomUUID();
  const { mail } = options;
  if (mail) {
    // In the background, never inside a request (decision 0047).
    let stopMail = async () => {};
    app.addHook('onReady', async () => {
      const worker = await startMailDelivery({ db, cache, purposeKey: ctx.purposeKey, log: app.log, workerId: instanceId }, mail);
      stopMail = () => worker.stop();
    });
    app.addHook('onClose', () => stopMail());
  }

  const runtimeDir = options.runtimeDir ?? join(REPO_ROOT, 'runtime/dist');
  await attachRealtime(app, ctx, {
    instanceId,
    build: await readBuildId(runtimeDir),
    // The Redis client is loaded only when there is a Redis to use: a lone instance never needs it.
    redis: options.redis ? await (await import('./realtime/redis-connection.ts')).connectRedis(options.redis, app.log) : null,
  });

  await registerOpenApi(app);
  await registerApi(app, apiRoutes(ctx), ctx.requireSignIn);
  await app.register(signInRoutes, { ctx, appEntryFiles: await readAppEntryFiles(runtimeDir) });
  await app.register(unsubscribeRoutes, { ctx });
  await registerRuntimeApp(app, { distDir: runtimeDir, site: cache });
  await registerSitePages(app, { site: cache });
  return app;
}
