import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLogins, saveLogin } from '../../config/stored-logins.ts';
import { runCli } from '../../run-cli.ts';
import { captureIo } from '../../test-support/capture-io.ts';
import { httpServer, reply } from '../../test-support/http-server.ts';
import { removeTempDirs, tempDir } from '../../test-support/temp-dirs.ts';

afterAll(removeTempDirs);

// A token as the server signs them: header.payload.signature, expiring on 2030-01-01.
const JWT = `e30.${Buffer.from(JSON.stringify({ sub: '1', exp: Date.UTC(2030, 0, 1) / 1000 })).toString('base64url')}.sig`;

describe('tessera login and logout', () => {
  let server: Awaited<ReturnType<typeof httpServer>>;
  beforeAll(async () => {
    // The server side of the calls, answering as Tessera's API does.
    server = await httpServer((request, response) => {
      const body = request.body as { email?: string; password?: string } | undefined;
      if (request.url === '/api/v1/auth/login') {
        if (body?.password === 'right') reply(response, 200, { jwt: JWT });
        else reply(response, 401, { error: 'Invalid credentials', message: 'Incorrect email or password.' });
      } else if (request.url === '/api/v1/user') {
        reply(response, 200, { id: 1, email: 'ada@demo.test', isAdmin: true });
      } else if (request.url === '/api/v1/logout') {
        reply(response, request.authorization === `Bearer ${JWT}` ? 200 : 401, { ok: true });
      } else reply(response, 404, { error: 'Not Found', message: 'No such route.' });
    });
  });
  afterAll(() => server.close());

  const configHome = async () => ({ XDG_CONFIG_HOME: await tempDir() });

  it('reads email and password from stdin, stores the token for the server, and says so', async () => {
    const env = await configHome();
    const io = captureIo({ input: 'ada@demo.test\nright\n', env });
    expect(await runCli(['login', '--url', `${server.url}/`], io)).toBe(0);
    expect(server.seen.find((seen) => seen.url === '/api/v1/auth/login')?.body).toEqual({ email: 'ada@demo.test', password: 'right' });
    expect(io.stdout()).toBe(`Logged in to ${server.url} as ada@demo.test (admin).\nThe token is stored in ${env.XDG_CONFIG_HOME}/tessera/logins.json, readable by you only, until 2030-01-01.\n`);
    expect(await readLogins(env)).toEqual({ [server.url]: { token: JWT, email: 'ada@demo.test', savedAt: expect.any(String) as unknown, expiresAt: '2030-01-01T00:00:00.000Z' } });
  });

  it('takes the password alone from stdin with --email, and TESSERA_URL for the server; --json', async () => {
    const env = { ...(await configHome()), TESSERA_URL: server.url };
    const io = captureIo({ input: 'right', env });
    expect(await runCli(['login', '--email', 'ada@demo.test', '--json'], io)).toBe(0);
    expect(JSON.parse(io.stdout())).toEqual({ url: server.url, email: 'ada@demo.test', isAdmin: true, expiresAt: '2030-01-01T00:00:00.000Z' });
  });

  it('stores nothing when the server refuses the credentials (exit 3)', async () => {
    const env = await configHome();
    const io = captureIo({ input: 'ada@demo.test\nwrong\n', env });
    expect(await runCli(['login', '--url', server.url], io)).toBe(3);
    expect(io.stderr()).toBe(`tessera: The server at ${server.url} did not accept this email and password; nothing was stored. Check them and run tessera login --url ${server.url} again.\n`);
    expect(await readLogins(env)).toEqual({});
  });

  it('exits 2 without credentials on stdin, or without a server', async () => {
    const env = await configHome();
    const noInput = captureIo({ input: '', env });
    expect(await runCli(['login', '--url', server.url], noInput)).toBe(2);
    expect(noInput.stderr()).toContain('No email and password on stdin');
    const noServer = captureIo({ input: 'a\nb\n', env });
    expect(await runCli(['login'], noServer)).toBe(2);
    expect(noServer.stderr()).toContain('Which server? Pass --url <server>');
  });

  it('asks on a terminal, the password unseen', async () => {
    const env = await configHome();
    const terminal = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => terminal });
    const io = { ...captureIo({ env }), input: terminal };
    const done = runCli(['login', '--url', server.url], io);
    terminal.write('ada@demo.tes');
    terminal.write('x\u007ft\r');
    await new Promise((wait) => setTimeout(wait, 20));
    terminal.write('right\r');
    expect(await done).toBe(0);
    expect(io.stderr()).toBe('Email: ada@demo.tesx\b \bt\nPassword: \n');
    expect(Object.keys(await readLogins(env))).toEqual([server.url]);
  });

  it('logs out: the server ends the session and the token is forgotten', async () => {
    const env = await configHome();
    await saveLogin(env, server.url, { token: JWT, email: 'ada@demo.test', savedAt: '2026-01-01T00:00:00.000Z' });
    const io = captureIo({ env });
    expect(await runCli(['logout', '--url', server.url], io)).toBe(0);
    expect(io.stdout()).toBe(`Logged out of ${server.url}: the stored token is deleted and the server ended the session.\n`);
    expect(server.seen.at(-1)).toMatchObject({ method: 'GET', url: '/api/v1/logout', authorization: `Bearer ${JWT}` });
    expect(await readLogins(env)).toEqual({});
    const again = captureIo({ env });
    expect(await runCli(['logout', '--url', server.url, '--json'], again)).toBe(0);
    expect(JSON.parse(again.stdout())).toEqual({ url: server.url, wasLoggedIn: false, serverEnded: null });
  });

  it('forgets the token even when the server cannot be reached, and says so', async () => {
    const env = await configHome();
    const gone = await httpServer(() => {});
    await gone.close();
    await saveLogin(env, gone.url, { token: JWT, email: 'ada@demo.test', savedAt: '2026-01-01T00:00:00.000Z' });
    const io = captureIo({ env });
    expect(await runCli(['logout'], io)).toBe(0);
    expect(io.stdout()).toBe(`Logged out of ${gone.url}: the stored token is deleted.\n`);
    expect(io.stderr()).toContain('The server could not end the session (Cannot reach the server');
    expect(await readLogins(env)).toEqual({});
  });
});
