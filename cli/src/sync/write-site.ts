// Writes a server's site into a directory as files, as init writes them (siteFileText: `$schema`
// first, two-space JSON, a final newline, the schemas in .schemas), the assets' bytes, and nothing
// else of the server's: exporting the same site twice writes the same bytes.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { SiteSnapshot } from '@tessera/schemas';
import { siteFileKind, siteFileText, writeSiteSchemas } from '@tessera/schemas/site-files';
import { filesBelow } from '../site-files-on-disk.ts';

/** Writes the snapshot; returns how many files it wrote and how many site files it removed. */
export async function writeSite(dir: string, { files, assets, assetData = {} }: SiteSnapshot): Promise<{ written: number; removed: number }> {
  await mkdir(dir, { recursive: true });
  // A site file the server no longer has goes; other files (a README, images) stay.
  const removed = (await filesBelow(dir)).filter((file) => siteFileKind(file) !== null && !(file in files));
  await Promise.all(removed.map((file) => rm(join(dir, file))));
  const write = async (path: string, bytes: string | Buffer): Promise<void> => {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), bytes);
  };
  await Promise.all([
    writeSiteSchemas(dir),
    ...Object.entries(files).map(([path, value]) => write(path, siteFileText(path, value ?? {}))),
    ...Object.entries(assets).map(([path, sha256]) => write(path, Buffer.from(assetData[sha256 ?? ''] ?? '', 'base64'))),
  ]);
  return { written: Object.keys(files).length + Object.keys(assets).length, removed: removed.length };
}
