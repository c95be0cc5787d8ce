import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loginsFilePath, saveLogin } from '../config/stored-logins.ts';
import { removeTempDirs, tempDir } from '../test-support/temp-dirs.ts';
import { resolveServer, resolveServerUrl } from './resolve-server.ts';

afterAll(removeTempDirs);

const login = (token: string) => ({ token, email: 'ada@demo.test', savedAt: '2026-01-01T00:00:00.000Z' });

/** A config home holding logins for `urls`, and a site directory with `config` as its tessera.config.json. */
async function setUp(urls: string[], config?: unknown) {
  const env = { XDG_CONFIG_HOME: await tempDir() };
  for (const url of urls) await saveLogin(env, url, login(`token-of-${url}`));
  const siteDir = await tempDir();
  if (config) await writeFile(join(siteDir, 'tessera.config.json'), JSON.stringify(config));
  return { env, siteDir };
}

describe('resolveServer', () => {
  it('prefers --url, then TESSERA_URL, then tessera.config.json, then the only stored login', async () => {
    const { env, siteDir } = await setUp(['http://stored.test'], { url: 'http://config.test/' });
    expect(await resolveServerUrl({ url: 'http://flag.test', siteDir, env: { ...env, TESSERA_URL: 'http://env.test' } })).toEqual({ url: 'http://flag.test', from: '--url' });
    expect(await resolveServerUrl({ siteDir, env: { ...env, TESSERA_URL: 'http://env.test' } })).toEqual({ url: 'http://env.test', from: 'TESSERA_URL' });
    expect(await resolveServerUrl({ siteDir, env })).toEqual({ url: 'http://config.test', from: 'tessera.config.json' });
    expect(await resolveServerUrl({ env })).toEqual({ url: 'http://stored.test', from: 'stored login' });
  });

  it('reads a server name of tessera.config.json given as --url', async () => {
    const { env, siteDir } = await setUp([], { servers: { staging: 'https://staging.test' } });
    expect(await resolveServerUrl({ url: 'staging', siteDir, env })).toEqual({ url: 'https://staging.test', from: 'tessera.config.json servers.staging' });
  });

  it('takes the stored token of the server, or TESSERA_TOKEN over it', async () => {
    const { env } = await setUp(['http://a.test', 'http://b.test']);
    expect(await resolveServer({ url: 'http://b.test/', env })).toMatchObject({ url: 'http://b.test', token: 'token-of-http://b.test' });
    expect(await resolveServer({ url: 'http://b.test', env: { ...env, TESSERA_TOKEN: 'ci' } })).toMatchObject({ token: 'ci' });
    expect(await resolveServer({ env: { ...env, TESSERA_URL: 'http://new.test', TESSERA_TOKEN: 'ci' } })).toEqual({ url: 'http://new.test', from: 'TESSERA_URL', token: 'ci' });
  });

  it('says how to log in when there is no login for the server (exit code 3)', async () => {
    const { env } = await setUp(['http://a.test']);
    await expect(resolveServer({ url: 'http://c.test', env })).rejects.toMatchObject({
      exitCode: 3, message: 'You are not logged in to http://c.test. Run: tessera login --url http://c.test (or set TESSERA_TOKEN).',
    });
  });

  it('says to log in again when the stored token has expired', async () => {
    const { env } = await setUp([]);
    await saveLogin(env, 'http://a.test', { ...login('old'), expiresAt: '2020-01-01T00:00:00.000Z' });
    await expect(resolveServer({ url: 'http://a.test', env })).rejects.toMatchObject({
      exitCode: 3, message: 'Your login to http://a.test expired on 2020-01-01. Run: tessera login --url http://a.test',
    });
  });

  it('asks which server when nothing names one (exit code 2), listing the stored logins', async () => {
    const { env } = await setUp(['http://a.test', 'http://b.test']);
    await expect(resolveServerUrl({ env })).rejects.toMatchObject({ exitCode: 2, message: expect.stringContaining('You are logged in to http://a.test, http://b.test; name one with --url.') as unknown });
  });

  it('refuses a URL that is not http(s)', async () => {
    const { env } = await setUp([]);
    await expect(resolveServerUrl({ url: 'ftp://x.test', env })).rejects.toThrow("--url: 'ftp://x.test' must start with http:// or https://.");
  });

  it('names the wrong key of tessera.config.json', async () => {
    const { env, siteDir } = await setUp([], { url: 'http://a.test', defaults: { prune: 'yes', dryRun: true } });
    const failure = (await resolveServerUrl({ siteDir, env }).then(() => null, (error: unknown) => error)) as Error;
    expect(failure).toMatchObject({ exitCode: 2 });
    expect(failure.message.split('\n')).toEqual([
      `${join(siteDir, 'tessera.config.json')}: defaults.prune: Invalid input: expected boolean, received string`,
      `${join(siteDir, 'tessera.config.json')}: defaults.dryRun: unknown key`,
    ]);
  });

  it('names the wrong key of the stored logins', async () => {
    const { env } = await setUp([]);
    await mkdir(join(env.XDG_CONFIG_HOME, 'tessera'), { recursive: true });
    await writeFile(loginsFilePath(env), JSON.stringify({ servers: { 'http://a.test': { token: 't', email: 'a@b.test', savedAt: 'x', extra: 1 } } }));
    await expect(resolveServer({ url: 'http://a.test', env })).rejects.toMatchObject({
      exitCode: 2, message: `${loginsFilePath(env)}: servers["http://a.test"].extra: unknown key`,
    });
  });

  it('keeps the stored logins owner-only', async () => {
    const { env } = await setUp(['http://a.test']);
    expect((await stat(loginsFilePath(env))).mode & 0o777).toBe(0o600);
    expect((await stat(join(env.XDG_CONFIG_HOME, 'tessera'))).mode & 0o777).toBe(0o700);
  });
});
