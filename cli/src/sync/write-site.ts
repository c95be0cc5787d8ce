// Writes a server's site into a directory as files: every file's JSON with its `$schema` first,
// two-space indents and a final newline; the assets' bytes; and nothing else of the server's, so
// exporting the same site twice writes the same bytes.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { SiteSnapshot } from '@tessera/schemas';
import { schemaRefOf } from './schema-ref.ts';

/** The folders whose JSON files an export owns: one left there that the server no longer has is removed. */
const OWNED_FOLDERS = ['modules', 'brands', 'i18n'];

export function fileText(path: string, value: object): string {
  const schema = schemaRefOf(path);
  const { $schema: _given, ...content } = value as Record<string, unknown>;
  return `${JSON.stringify(schema ? { $schema: schema, ...content } : content, null, 2)}\n`;
}

/** Writes the snapshot; returns how many files it wrote and removed. */
export async function writeSite(dir: string, { files, assets, assetData = {} }: SiteSnapshot): Promise<{ written: number; removed: number }> {
  const wanted = new Set(Object.keys(files));
  const removed = (await Promise.all(OWNED_FOLDERS.map((folder) => staleJsonFiles(dir, folder, wanted)))).flat();
  await Promise.all(removed.map((path) => rm(join(dir, path))));
  const write = async (path: string, bytes: string | Buffer): Promise<void> => {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), bytes);
  };
  await Promise.all([
    ...Object.entries(files).map(([path, value]) => write(path, fileText(path, value ?? {}))),
    ...Object.entries(assets).map(([path, sha256]) => write(path, Buffer.from(assetData[sha256 ?? ''] ?? '', 'base64'))),
  ]);
  return { written: wanted.size + Object.keys(assets).length, removed: removed.length };
}

async function staleJsonFiles(dir: string, folder: string, wanted: ReadonlySet<string>): Promise<string[]> {
  const entries = await readdir(join(dir, folder), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => `${join(entry.parentPath, entry.name).slice(dir.length + 1).split('\\').join('/')}`)
    .filter((path) => !wanted.has(path));
}
