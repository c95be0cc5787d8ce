// Three instances on one PostgreSQL database and one Redis, as behind a load balancer: A and B
// reach Redis directly, C through a proxy the outage test cuts.
import { randomBytes } from 'node:crypto';
import type { Module, Page, Structure } from '@tessera/schemas';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { FileStore } from '../files/file-store.ts';
import { changeFeed } from '../operations/change-feed.ts';
import { importSite } from '../operations/site-import/import-site.ts';
import { createPostgresDatabase } from '../testing/databases.ts';
import { connectSocket, listenOnLoopback, nextEvent } from '../testing/sockets.ts';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy.ts';
import { FIXTURE_PASSWORD, FIXTURE_SITE_DIR, loadTestSite, NO_RUNTIME_DIR, TEST_JWT_SECRET, tempFileStore } from '../testing/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;
const skipReason = !redisUrl ? 'TEST_REDIS_URL is not set' : !databaseUrl ? 'TEST_DATABASE_URL is not set' : null;
if (skipReason) console.info(`Scale-out tests skipped: ${skipReason}`);

/** How long a token refreshed away keeps working. */
const GRACE_MS = 1000;

interface Instance {
  app: FastifyInstance;
  db: Db;
  baseUrl: string;
}

describe.skipIf(skipReason !== null)(`instances sharing PostgreSQL and Redis${skipReason ? ` [skipped: ${skipReason}]` : ''}`, () => {
  // A channel prefix of its own, so parallel runs on one Redis do not hear each other.
  const key = `tessera-test-${randomBytes(6).toString('hex')}`;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let files: FileStore;
  let proxy: TcpProxy;
  const instances: Instance[] = [];
  const sockets: Socket[] = [];
  let a: Instance;
  let b: Instance;
  let c: Instance;
  let pageId: number;

  async function startInstance(instanceId: string, redis: string): Promise<Instance> {
    const db = openDatabase({ kind: 'postgres', url: database.url });
    const app = await buildApp({ db, files, jwtSecret: TEST_JWT_SECRET, runtimeDir: NO_RUNTIME_DIR, redis: { url: redis, key }, instanceId, rotationGraceMs: GRACE_MS });
    const instance = { app, db, baseUrl: await listenOnLoopback(app) };
    instances.push(instance);
    return instance;
  }

  beforeAll(async () => {
    database = await createPostgresDatabase(databaseUrl!);
    files = await tempFileStore();
    const seeding = openDatabase({ kind: 'postgres', url: database.url });
    await migrateToLatest(seeding);
    await importSite({ db: seeding, changes: changeFeed() }, files, await loadTestSite(FIXTURE_SITE_DIR));
    pageId = (await seeding.selectFrom('pages').select('id').where('key', '=', 'about').executeTakeFirstOrThrow()).id;
    await seeding.destroy();

    const direct = new URL(redisUrl!);
    proxy = await startTcpProxy(direct.hostname, Number(direct.port || 6379));
    const proxied = new URL(redisUrl!);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    [a, b, c] = await Promise.all([startInstance('A', redisUrl!), startInstance('B', redisUrl!), startInstance('C', proxied.toString())]);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    for (const { app, db } of instances) {
      await app.close();
      await db.destroy();
    }
    await proxy?.close();
    await database?.drop();
  });

  async function call<T>(on: Instance, path: string, jwt: string | null, body?: object): Promise<{ status: number; body: T }> {
    const response = await fetch(`${on.baseUrl}/api/v1${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { ...(jwt && { authorization: `Bearer ${jwt}` }), ...(body && { 'content-type': 'application/json' }) },
      ...(body && { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as T };
  }
  const login = async (on: Instance, email: string) =>
    (await call<{ jwt: string }>(on, '/auth/login', null, { email, password: FIXTURE_PASSWORD })).body.jwt;
  const socketOn = async (on: Instance, jwt: string) => {
    const socket = await connectSocket(on.baseUrl, jwt);
    sockets.push(socket);
    return socket;
  };
  const pageName = async (on: Instance, jwt: string) =>
    (await call<Structure>(on, '/structure', jwt)).body.modules.flatMap((m: Module) => m.children).find((p) => p.id === pageId)?.name;
  const rename = async (on: Instance, jwt: string, name: string) =>
    expect((await call<Page>(on, `/structure/page/${pageId}/property`, jwt, { key: 'name', value: name })).status).toBe(200);

  it("a socket on B hears a page renamed through A's API, and B's cached structure shows the new name", async () => {
    const [admin, member] = [await login(a, 'admin@fixture.test'), await login(b, 'member@fixture.test')];
    expect(await pageName(b, member)).toBe('About'); // now in B's cache
    const socket = await socketOn(b, member);
    const heard = nextEvent(socket, 'items:changes', 2000);
    await rename(a, admin, 'Renamed on A');
    expect(await heard).toEqual({ items: [{ kind: 'page', id: pageId, moduleId: expect.any(Number) }] });
    expect(await pageName(b, member)).toBe('Renamed on A');
    expect((await call<Page>(b, `/structure/page/${pageId}`, member)).body.name).toBe('Renamed on A');
  });

  it("B's sockets hear a settings change made on A, and B serves the new settings", async () => {
    const [admin, member] = [await login(a, 'admin@fixture.test'), await login(b, 'member@fixture.test')];
    expect((await call<{ name: string }>(b, '/settings', member)).body.name).toBe('Fixture Makers');
    const socket = await socketOn(b, member);
    const heard = nextEvent(socket, 'settings:updated', 2000);
    expect((await call(a, '/settings/general', admin, { changes: { name: 'Scaled Makers' } })).status).toBe(200);
    expect(await heard).toMatchObject({ settings: { name: 'Scaled Makers' } });
    expect((await call<{ name: string }>(b, '/settings', member)).body.name).toBe('Scaled Makers');
  });

  it("the member's own socket on B hears that their data changed on A", async () => {
    const member = await login(a, 'member@fixture.test');
    const socket = await socketOn(b, member);
    const heard = nextEvent(socket, 'user:updateData', 2000);
    expect((await call(a, '/profile/meta/upsert', member, { path: 'settings.theme', data: 'light' })).status).toBe(200);
    expect(await heard).toEqual({ accountId: expect.any(Number) });
  });

  it("a chat message sent through A reaches the recipient's tabs on B and on A, and the sender's own device on B", async () => {
    const [sender, recipient] = [await login(a, 'admin@fixture.test'), await login(b, 'member@fixture.test')];
    const recipientId = (await call<{ accountId: number }>(b, '/user', recipient)).body.accountId;
    const [tabOnB, otherTabOnB, tabOnA, senderOnB] = await Promise.all([socketOn(b, recipient), socketOn(b, recipient), socketOn(a, recipient), socketOn(b, sender)]);
    const heard = [tabOnB, otherTabOnB, tabOnA, senderOnB].map((socket) => nextEvent(socket, 'chat:newMessage', 2000));
    const unread = nextEvent(tabOnB, 'chat:unreadCount', 2000);
    const sent = await fetch(`${a.baseUrl}/api/v1/chat/private/${recipientId}`, {
      method: 'PUT', headers: { authorization: `Bearer ${sender}`, 'content-type': 'application/json' },
      body: JSON.stringify({ targetId: recipientId, message: '<p>Across <b>instances</b></p>' }),
    });
    expect(sent.status).toBe(200);
    for (const event of await Promise.all(heard)) expect(event).toMatchObject({ message: { message: '<p>Across <b>instances</b></p>' } });
    expect(await unread).toMatchObject({ unread: 1, total: 1 });
  });

  it('a session signed out on A has its socket on B closed and is refused by B at once', async () => {
    const leaving = await login(b, 'member@fixture.test');
    expect((await call(b, '/user', leaving)).status).toBe(200); // now in B's signed-in cache
    const socket = await socketOn(b, leaving);
    const closed = nextEvent(socket, 'disconnect', 2000);
    expect((await call(a, '/logout', leaving)).status).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect((await call(b, '/user', leaving)).status).toBe(401);
  });

  it("a token refreshed on A has its socket on B closed when the grace period ends, and B refuses it then", async () => {
    const old = await login(b, 'member@fixture.test');
    expect((await call(b, '/user', old)).status).toBe(200); // now in B's signed-in cache
    const socket = await socketOn(b, old);
    const closed = nextEvent(socket, 'disconnect', GRACE_MS + 2000);
    const next = (await call<{ jwt: string }>(a, '/auth/refresh', null, { jwt: old })).body.jwt;
    expect((await call(b, '/user', old)).status).toBe(200); // the grace period
    expect(await closed).toBe('io server disconnect');
    expect((await call(b, '/user', old)).status).toBe(401);
    // Using the old token after the grace period revoked the session: the new one ends too.
    expect((await call(a, '/user', next)).status).toBe(401);
  });

  it('wrong passwords counted on A throttle the same account and address on B (the counts live in the database)', async () => {
    for (let i = 0; i < 10; i++) expect((await call(a, '/auth/login', null, { email: 'editor@fixture.test', password: 'wrong' })).status).toBe(401);
    expect((await call(b, '/auth/login', null, { email: 'editor@fixture.test', password: FIXTURE_PASSWORD })).status).toBe(429);
  });

  it('an instance cut off from Redis keeps serving, and catches up when Redis is back', async () => {
    const [admin, member] = [await login(a, 'admin@fixture.test'), await login(c, 'member@fixture.test')];
    const before = await pageName(c, member); // now in C's cache
    const onB = await socketOn(b, member);
    const queuedOnC = nextEvent(onB, 'user:updateData', 10_000);
    proxy.cut();
    await rename(a, admin, 'Renamed while C was away');
    // C serves on, from its cache, and takes writes; their announcements wait for Redis.
    expect(await pageName(c, member)).toBe(before);
    expect((await call(c, '/profile/meta/upsert', member, { path: 'settings.theme', data: 'dark' })).status).toBe(200);

    proxy.restore();
    // Back on Redis, C drops its caches (it may have missed announcements) and sends what it queued.
    await eventually(async () => expect(await pageName(c, member)).toBe('Renamed while C was away'));
    expect(await queuedOnC).toEqual({ accountId: expect.any(Number) });
    const heard = nextEvent(onB, 'items:changes', 2000);
    await rename(c, admin, 'Renamed on C');
    await heard;
    expect(await pageName(b, member)).toBe('Renamed on C');
  });
});

/** Retries `check` until it passes (every 50 ms, up to `timeoutMs`). */
async function eventually(check: () => Promise<void>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
