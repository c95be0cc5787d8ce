// The asset files an apply needs: the rows that hold each path's bytes, stored when missing.
import { basename } from 'node:path';
import type { FileStore } from '../../files/file-store.ts';
import { kindOfMime, mimeTypeOf } from '../../files/mime-types.ts';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../context.ts';
import { sentAssets, type SentAssets } from './check-site-files.ts';
import { assetPathOf } from './stored-references.ts';

/** Puts the bytes sent in the content-addressed store before the transaction (bytes a rollback leaves are harmless). */
export async function storeSentAssets(store: FileStore, assets: SentAssets): Promise<void> {
  await Promise.all(sentAssets(assets).flatMap(({ data }) => (data === undefined ? [] : [store.put(Buffer.from(data, 'base64'))])));
}

/** The paths of the assets sent without bytes whose SHA-256 no file row holds (a row's bytes are in the store). */
export async function missingAssets(db: Db, assets: SentAssets): Promise<string[]> {
  const bare = sentAssets(assets).filter(({ data }) => data === undefined);
  if (bare.length === 0) return [];
  const held = await db.selectFrom('files').select('sha256').distinct().where('sha256', 'in', [...new Set(bare.map((asset) => asset.sha256))]).execute();
  const hashes = new Set(held.map((row) => row.sha256));
  return bare.filter((asset) => !hashes.has(asset.sha256)).map((asset) => asset.path).sort();
}

/**
 * Asset path → file id for every asset sent: the file row already holding that path and those
 * bytes (or, for an editor upload exported as `assets/…`, those bytes), else a new asset row.
 */
export async function assetFileIds(trx: Trx, assets: SentAssets): Promise<Map<string, number>> {
  const wanted = sentAssets(assets);
  if (wanted.length === 0) return new Map();
  const rows = await trx.selectFrom('files').select(['id', 'sha256', 'name', 'assetPath', 'size'])
    .where('sha256', 'in', [...new Set(wanted.map((asset) => asset.sha256))]).orderBy('id').execute();
  const ids = new Map<string, number>();
  const missing: typeof wanted = [];
  for (const asset of wanted) {
    const row = rows.find((file) => file.sha256 === asset.sha256 && assetPathOf(file) === asset.path);
    if (row) ids.set(asset.path, row.id);
    else missing.push(asset);
  }
  if (missing.length > 0) {
    const inserted = await trx.insertInto('files')
      .values(missing.map(({ path, sha256, data }) => ({
        // Bytes not sent are held by another row (missingAssets checked it), which knows their size.
        sha256, size: data === undefined ? rows.find((file) => file.sha256 === sha256)!.size : Buffer.from(data, 'base64').byteLength,
        mime: mimeTypeOf(path), kind: kindOfMime(mimeTypeOf(path)), name: basename(path), isAsset: true, assetPath: path,
      })))
      .returning(['id', 'assetPath']).execute();
    for (const row of inserted) ids.set(row.assetPath ?? '', row.id);
  }
  return ids;
}
