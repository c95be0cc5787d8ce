import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A small valid site checked in next to the CLI. */
export const tinySiteDir = join(import.meta.dirname, '../../test-fixtures/tiny-site');

const copies: string[] = [];

/** A temporary copy of the tiny site with some files replaced (path → JSON value). */
export async function tinySiteWith(changes: Record<string, unknown>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'tessera-cli-'));
  copies.push(dir);
  await cp(tinySiteDir, dir, { recursive: true });
  for (const [path, value] of Object.entries(changes)) await writeFile(join(dir, path), JSON.stringify(value));
  return dir;
}

/** A copy whose module lists a page that has no file. */
export function siteWithMissingPage(): Promise<string> {
  return tinySiteWith({ 'modules/home/module.json': { id: 'home', slug: 'home', name: 'Home', childIds: ['welcome', 'events'] } });
}

/** Deletes the copies (call from afterAll). */
export async function removeCopies(): Promise<void> {
  await Promise.all(copies.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}
