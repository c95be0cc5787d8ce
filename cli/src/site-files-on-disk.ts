import { readdir } from 'node:fs/promises';
import { SITE_SCHEMAS_FOLDER } from '@tessera/schemas/site-files';

/** Folders of a site directory that hold no site files of their own. */
const SKIPPED = new Set([SITE_SCHEMAS_FOLDER, '.tessera', 'node_modules', '.git']);

/** Every file below `dir`, relative and '/'-separated, sorted; the schema copies, the sync state (.tessera), node_modules and .git left out. */
export async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath.slice(dir.length + 1)}${entry.parentPath.length > dir.length ? '/' : ''}${entry.name}`.split('\\').join('/'))
    .filter((file) => !SKIPPED.has(file.split('/')[0]!))
    .sort();
}
