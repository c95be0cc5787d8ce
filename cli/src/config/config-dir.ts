import { homedir } from 'node:os';
import { join } from 'node:path';

/** The environment variables the CLI reads (process.env in use, a plain object in tests). */
export type CliEnv = Readonly<Record<string, string | undefined>>;

/** The user's tessera configuration directory: $XDG_CONFIG_HOME/tessera, else ~/.config/tessera. */
export function configDir(env: CliEnv): string {
  const base = env.XDG_CONFIG_HOME?.trim() ? env.XDG_CONFIG_HOME : join(env.HOME ?? homedir(), '.config');
  return join(base, 'tessera');
}
