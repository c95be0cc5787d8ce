import { type Dirent } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** The entries of `folder` inside `dir`, sorted by name; none when the folder does not exist. */
export async function listFolder(dir: string, folder: string): Promise<Dirent[]> {
  try {
    const entries = await readdir(join(dir, folder), { withFileTypes: true });
    return entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
