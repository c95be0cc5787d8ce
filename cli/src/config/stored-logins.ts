// The logins `tessera login` keeps: one token per server, in a file only its owner may read.
import { chmod, mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { configDir, type CliEnv } from './config-dir.ts';
import { readCheckedJson } from './read-checked-json.ts';

const StoredLogin = z.strictObject({
  token: z.string().min(1),
  /** Who signed in, to say so in messages. */
  email: z.string(),
  /** When (ISO 8601). */
  savedAt: z.string(),
  /** When the token stops working (ISO 8601), read from it at login. */
  expiresAt: z.string().optional(),
});
export type StoredLogin = z.infer<typeof StoredLogin>;

const LoginsFile = z.strictObject({
  /** By normalized server URL (see normalizeServerUrl). */
  servers: z.record(z.url({ protocol: /^https?$/ }), StoredLogin),
});
type LoginsFile = z.infer<typeof LoginsFile>;

export function loginsFilePath(env: CliEnv): string {
  return join(configDir(env), 'logins.json');
}

/** Every stored login by server URL; none when the file does not exist yet. */
export async function readLogins(env: CliEnv): Promise<Record<string, StoredLogin>> {
  return (await readCheckedJson(loginsFilePath(env), LoginsFile))?.servers ?? {};
}

/** Stores (or replaces) the login for `url`. */
export async function saveLogin(env: CliEnv, url: string, login: StoredLogin): Promise<void> {
  await writeLogins(env, { servers: { ...(await readLogins(env)), [url]: login } });
}

/** Forgets the login for `url`; false when there was none. */
export async function removeLogin(env: CliEnv, url: string): Promise<boolean> {
  const servers = await readLogins(env);
  if (!(url in servers)) return false;
  delete servers[url];
  await writeLogins(env, { servers });
  return true;
}

/**
 * Writes the file through a temporary one renamed over it (never half written), owner-only: the
 * directory 0700, the file 0600, also when they existed with wider permissions.
 */
async function writeLogins(env: CliEnv, logins: LoginsFile): Promise<void> {
  const dir = configDir(env);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  const file = loginsFilePath(env);
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(logins, null, 2)}\n`, { mode: 0o600 });
  await chmod(temporary, 0o600);
  await rename(temporary, file);
}
