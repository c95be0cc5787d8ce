// The `tessera` command as a site builder runs it: the built executable (cli/bin/tessera.js, which
// starts from cli/dist) in a child process, pointed at a server by TESSERA_URL and TESSERA_TOKEN as
// CI does, with no stored login of the machine's user in play.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../../support/server-process.ts';

const bin = join(repoRoot, 'cli/bin/tessera.js');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `tessera …args` against `url` with `token`; never throws on a non-zero exit code. */
export async function tessera(server: { url: string; token: string }, ...args: string[]): Promise<CliResult> {
  const env = { ...process.env, TESSERA_URL: server.url, TESSERA_TOKEN: server.token, XDG_CONFIG_HOME: '/nonexistent/tessera-journey-config' };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [bin, ...args], { cwd: repoRoot, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === 'number' ? failed.code : -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? String(error) };
  }
}
