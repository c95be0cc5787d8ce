import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A small valid site checked in next to the CLI. */
export const tinySiteDir = join(import.meta.dirname, '../../test-fixtures/tiny-site');
/** The demo site the server seeds on first start. */
export const demoSiteDir = join(import.meta.dirname, '../../../sites/demo');

const copies: string[] = [];

/** A temporary copy of `siteDir` with some files replaced (path → JSON value). */
async function copyWith(siteDir: string, changes: Record<string, unknown>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'tessera-cli-'));
  copies.push(dir);
  await cp(siteDir, dir, { recursive: true });
  for (const [path, value] of Object.entries(changes)) await writeFile(join(dir, path), JSON.stringify(value));
  return dir;
}

/** A temporary copy of the tiny site with some files replaced (path → JSON value). */
export function tinySiteWith(changes: Record<string, unknown>): Promise<string> {
  return copyWith(tinySiteDir, changes);
}

/** A temporary copy of the demo site with some files replaced (path → JSON value). */
export function demoSiteWith(changes: Record<string, unknown>): Promise<string> {
  return copyWith(demoSiteDir, changes);
}

/** A copy whose module lists a page that has no file. */
export function siteWithMissingPage(): Promise<string> {
  return tinySiteWith({ 'modules/home/module.json': { id: 'home', slug: 'home', name: 'Home', childIds: ['welcome', 'events'] } });
}

/** Deletes the copies (call from afterAll). */
export async function removeCopies(): Promise<void> {
  await Promise.all(copies.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}
