import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from './config.ts';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: resolve('.tessera'),
      databaseUrl: null,
      jwtSecret: null,
      siteDir: join(REPO_ROOT, 'sites/demo'),
      runtimeDir: join(REPO_ROOT, 'runtime/dist'),
      redisUrl: null,
      trustProxy: false,
      keepAliveTimeoutMs: 72_000,
      publicUrl: 'http://localhost:3000',
      smtp: null,
      mailFrom: null,
      logLevel: 'info',
    });
  });

  it('reads each variable', () => {
    const secret = 's'.repeat(32);
    expect(loadConfig({
      PORT: '8080', HOST: '0.0.0.0', TESSERA_DATA_DIR: '/var/tessera', DATABASE_URL: 'postgres://db/tessera',
      TESSERA_JWT_SECRET: secret, TESSERA_SITE_DIR: '/srv/site', LOG_LEVEL: 'WARN',
      TESSERA_RUNTIME_DIR: '/srv/app', REDIS_URL: 'redis://cache:6379/2', TESSERA_TRUST_PROXY: '1',
      TESSERA_KEEP_ALIVE_TIMEOUT: '620', TESSERA_PUBLIC_URL: 'https://members.example.org/', MAIL_FROM: 'Club <club@example.org>',
      SMTP_HOST: 'mail.example.org', SMTP_PORT: '2525', SMTP_SECURE: 'true', SMTP_USER: 'club', SMTP_PASS: 'p@ss',
    })).toEqual({
      port: 8080, host: '0.0.0.0', dataDir: '/var/tessera', databaseUrl: 'postgres://db/tessera',
      jwtSecret: secret, siteDir: '/srv/site', runtimeDir: '/srv/app', redisUrl: 'redis://cache:6379/2', trustProxy: 1,
      keepAliveTimeoutMs: 620_000, logLevel: 'warn', publicUrl: 'https://members.example.org', mailFrom: 'Club <club@example.org>',
      smtp: { host: 'mail.example.org', port: 2525, secure: true, auth: { user: 'club', pass: 'p@ss' } },
    });
  });

  it('reads the SMTP server from SMTP_URL, its port defaulting by scheme', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://club%40example.org:se%2Fcret@mail.example.org' }).smtp)
      .toEqual({ host: 'mail.example.org', port: 587, secure: false, auth: { user: 'club@example.org', pass: 'se/cret' } });
    expect(loadConfig({ SMTP_URL: 'smtps://mail.example.org' }).smtp).toEqual({ host: 'mail.example.org', port: 465, secure: true, auth: null });
    expect(loadConfig({ SMTP_HOST: 'localhost', SMTP_PORT: '1025' }).smtp).toEqual({ host: 'localhost', port: 1025, secure: false, auth: null });
  });

  it('reads the trusted proxies as a hop count or a list of addresses and ranges', () => {
    expect(loadConfig({ TESSERA_TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual(['10.0.0.0/8', 'loopback']);
    expect(loadConfig({ TESSERA_TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ TESSERA_JWT_SECRET: 'short' }, 'TESSERA_JWT_SECRET'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ TESSERA_TRUST_PROXY: 'true' }, 'TESSERA_TRUST_PROXY'],
    [{ TESSERA_KEEP_ALIVE_TIMEOUT: '0' }, 'TESSERA_KEEP_ALIVE_TIMEOUT'],
    [{ TESSERA_KEEP_ALIVE_TIMEOUT: '72.5' }, 'TESSERA_KEEP_ALIVE_TIMEOUT'],
    [{ TESSERA_PUBLIC_URL: 'members.example.org' }, 'TESSERA_PUBLIC_URL'],
    [{ SMTP_URL: 'http://mail.example.org' }, 'SMTP_URL'],
    [{ SMTP_HOST: 'mail.example.org', SMTP_PORT: 'smtp' }, 'SMTP_PORT'],
    [{ SMTP_HOST: 'mail.example.org', SMTP_SECURE: 'maybe' }, 'SMTP_SECURE'],
  ])('refuses %j, naming the variable (a startup error: one line, no stack trace)', (env, name) => {
    expect(() => loadConfig(env)).toThrow(expect.objectContaining({ name: 'StartupError', message: expect.stringContaining(name) }));
  });
});
