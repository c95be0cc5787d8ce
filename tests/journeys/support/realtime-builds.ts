// Builds of the runtime with a chosen build id, in a directory of their own, so a journey can
// "deploy" one after another (the server serves TESSERA_RUNTIME_DIR).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../../support/server-process.ts';

const run = promisify(execFile);

export interface RuntimeBuild {
  buildId: string;
  dir: string;
}

/** `vite build` of the runtime into a new temporary directory with TESSERA_BUILD_ID = buildId. */
export async function buildRuntime(buildId: string): Promise<RuntimeBuild> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-runtime-'));
  await run(process.execPath, [join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: join(repoRoot, 'runtime'),
    env: { ...process.env, TESSERA_BUILD_ID: buildId },
  });
  const { build } = JSON.parse(readFileSync(join(dir, 'build.json'), 'utf8')) as { build: string };
  if (build !== buildId) throw new Error(`${dir}/build.json names build ${build}, expected ${buildId}`);
  return { buildId, dir };
}

export function removeBuild(build: RuntimeBuild | undefined): void {
  if (build) rmSync(build.dir, { recursive: true, force: true });
}
