// Which runtime build the server serves: runtime/dist/build.json {build}, written by the build.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The build id in `<distDir>/build.json`; null when the file is missing (not built) or malformed. */
export async function readBuildId(distDir: string): Promise<string | null> {
  try {
    const parsed: unknown = JSON.parse(await readFile(join(distDir, 'build.json'), 'utf8'));
    const build = typeof parsed === 'object' && parsed !== null && 'build' in parsed ? parsed.build : null;
    return typeof build === 'string' ? build : null;
  } catch {
    return null;
  }
}
