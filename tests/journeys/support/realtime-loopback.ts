// PostgreSQL and Redis on loopback for the journeys that run several server instances: whether
// they answer, and a throwaway database per run.
import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import pg from 'pg';

export const POSTGRES_ADMIN_URL = process.env.TESSERA_E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.TESSERA_E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Runs one statement as the PostgreSQL admin user. */
async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Resolves true when Redis answers PING with PONG within 2 s. */
function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((done) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    const finish = (answer: boolean) => {
      socket.destroy();
      done(answer);
    };
    socket.setTimeout(2000, () => finish(false));
    socket.once('error', () => finish(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => finish(data.toString().startsWith('+PONG')));
  });
}

/** Why the journey cannot run here (PostgreSQL or Redis does not answer on loopback), or null. */
export async function missingLoopbackServices(): Promise<string | null> {
  const postgres = await adminQuery('SELECT 1').then(() => null, (error: unknown) => `PostgreSQL does not answer at ${POSTGRES_ADMIN_URL} (${String(error)})`);
  if (postgres) return postgres;
  return (await redisAnswers(REDIS_URL)) ? null : `Redis does not answer at ${REDIS_URL}`;
}

/** Creates an empty database `tessera_live_<random>` and returns its name and URL. */
export async function createDatabase(): Promise<{ name: string; url: string }> {
  const name = `tessera_live_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** Drops the database, even while a connection lingers. */
export async function dropDatabase(name: string): Promise<void> {
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
