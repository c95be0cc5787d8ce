// Copies a site's assets into the file store and records them as file rows.
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { FileStore } from '../../files/file-store.ts';
import { kindOfMime, mimeTypeOf } from '../../files/mime-types.ts';
import type { Trx } from '../context.ts';

export interface StoredAsset {
  path: string;
  sha256: string;
  size: number;
}

/**
 * Puts every asset's bytes in the store. Done before the import's transaction: the store is
 * content-addressed, so bytes left behind by a rolled-back import are harmless.
 */
export function storeAssets(store: FileStore, siteDir: string, paths: readonly string[]): Promise<StoredAsset[]> {
  return Promise.all(paths.map(async (path) => ({ path, ...(await store.put(await readFile(join(siteDir, path)))) })));
}

/** Inserts a file row per asset; returns asset path → file id. */
export async function insertAssetRows(trx: Trx, assets: readonly StoredAsset[]): Promise<Map<string, number>> {
  if (assets.length === 0) return new Map();
  const rows = await trx.insertInto('files')
    .values(assets.map(({ path, sha256, size }) => ({
      sha256, size, mime: mimeTypeOf(path), kind: kindOfMime(mimeTypeOf(path)), name: basename(path), isAsset: true, assetPath: path,
    })))
    .returning(['id', 'assetPath'])
    .execute();
  return new Map(rows.map((row) => [row.assetPath ?? '', row.id]));
}
