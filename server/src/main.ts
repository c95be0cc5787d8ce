// `npm start`: configure, migrate, seed on first start, listen, and shut down cleanly on a signal.
import { chmod, mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { resolveJwtSecret } from './auth/jwt-secret.ts';
import { loadConfig, type ServerConfig } from './config.ts';
import { keepWasmOnBaselineCompiler } from './db/baseline-wasm.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { diskFileStore } from './files/file-store.ts';
import { outboxTransport } from './mail/transport/outbox-transport.ts';
import { smtpTransport } from './mail/transport/smtp-transport.ts';
import { changeFeed } from './operations/change-feed.ts';
import { seedIfEmpty } from './seed.ts';
import { StartupError } from './startup-error.ts';

/** The data directory holds the database, uploads and the token key: readable by the server's own user only. */
async function claimDataDir(dataDir: string): Promise<void> {
  // Whatever the shell's umask, everything this process creates (the embedded database's files,
  // uploads, the lock) is then the owner's alone: 0700 directories and 0600 files.
  process.umask(0o077);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  // A directory made by an earlier version (or by hand) is closed too, which covers what is in it.
  if (((await stat(dataDir)).mode & 0o077) === 0) return;
  await chmod(dataDir, 0o700).catch((error: NodeJS.ErrnoException) => {
    console.warn(`The data directory ${dataDir} is readable by other users and could not be closed (${error.code}).`);
  });
}

async function listen(app: FastifyInstance, config: ServerConfig): Promise<void> {
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    throw new StartupError(`Port ${config.port} on ${config.host} is in use by another program. Stop it, or set PORT.`);
  }
}

async function start(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  await claimDataDir(config.dataDir);

  // The embedded database belongs to one server process at a time.
  const releaseDataDir = config.databaseUrl ? null : await lockDataDir(config.dataDir);
  if (!config.databaseUrl) keepWasmOnBaselineCompiler();
  const db = openDatabase(config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dir: join(config.dataDir, 'pgdata') });
  await migrateToLatest(db);

  const files = diskFileStore(join(config.dataDir, 'files'));
  const changes = changeFeed();
  const seeded = await seedIfEmpty({ db, changes }, files, config.siteDir);

  const app = await buildApp({
    db, files, changes,
    runtimeDir: config.runtimeDir,
    redis: config.redisUrl ? { url: config.redisUrl } : undefined,
    trustProxy: config.trustProxy,
    timeouts: { keepAliveMs: config.keepAliveTimeoutMs },
    jwtSecret: await resolveJwtSecret(config.jwtSecret, config.dataDir),
    mail: {
      transport: config.smtp ? smtpTransport(config.smtp) : outboxTransport(join(config.dataDir, 'outbox')),
      publicUrl: config.publicUrl,
      from: config.mailFrom,
      ownsDatabase: !config.databaseUrl,
    },
    logger: { level: config.logLevel },
  });
  if (seeded === 'seeded') app.log.info(`Imported the site in ${config.siteDir}`);
  await listen(app, config);

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  app.log.info(`Tessera is ready at http://${host}:${port}/app/ (started in ${Math.round(performance.now() - startedAt)} ms; data in ${config.dataDir})`);

  let stopping = false;
  async function shutDown(signal: NodeJS.Signals): Promise<void> {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: finishing open requests, closing sockets and Redis, then stopping`);
    try {
      await app.close();
      await db.destroy();
      await releaseDataDir?.();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  }
  process.on('SIGTERM', (signal) => void shutDown(signal));
  process.on('SIGINT', (signal) => void shutDown(signal));
}

try {
  await start();
} catch (error) {
  // What the operator must fix is said in one line; anything else is a fault, with its stack.
  if (!(error instanceof StartupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
