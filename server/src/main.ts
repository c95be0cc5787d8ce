// `npm start`: configure, migrate, seed on first start, listen, and shut down cleanly on a signal.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { resolveJwtSecret } from './auth/jwt-secret.ts';
import { loadConfig } from './config.ts';
import { keepWasmOnBaselineCompiler } from './db/baseline-wasm.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { diskFileStore } from './files/file-store.ts';
import { changeFeed } from './operations/change-feed.ts';
import { seedIfEmpty } from './seed.ts';

const startedAt = performance.now();
const config = loadConfig();
await mkdir(config.dataDir, { recursive: true });

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
  jwtSecret: await resolveJwtSecret(config.jwtSecret, config.dataDir),
  logger: { level: config.logLevel },
});
if (seeded === 'seeded') app.log.info(`Imported the site in ${config.siteDir}`);
await app.listen({ port: config.port, host: config.host });

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
