// In-process servers for the site-sync operations' tests: an empty database with its file store,
// what it announces, and the bodies the CLI would send it.
import type { BlockFile, BlockSpot, SiteApplyBody, SiteSnapshot } from '@tessera/schemas';
import { isBlockRef } from '@tessera/schemas/site-files';
import type { Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { FileStore } from '../files/file-store.ts';
import { SYSTEM_ACTOR } from '../operations/actor.ts';
import { changeFeed } from '../operations/change-feed.ts';
import type { Change, OperationContext } from '../operations/context.ts';
import { exportSite } from '../operations/site-sync/export-site.ts';
import { testDatabases } from './databases.ts';
import { tempFileStore } from './test-app.ts';

export interface SyncServer { ctx: OperationContext & { db: Db }; files: FileStore; announced: Change[][]; dispose(): Promise<void> }

/** A migrated database holding no site, and the batches of changes it announces. */
export async function emptyServer(): Promise<SyncServer> {
  const { db, dispose } = await testDatabases[0]!.open();
  await migrateToLatest(db);
  const changes = changeFeed();
  const announced: Change[][] = [];
  changes.subscribe('caches', (batch) => announced.push([...batch]));
  return { ctx: { db, changes }, files: await tempFileStore(), announced, dispose };
}

/** The server's site as `tessera export` receives it, with the assets' bytes. */
export const exported = (server: SyncServer) => exportSite(server.ctx, server.files, SYSTEM_ACTOR, { assets: true });

/** What the CLI sends for an exported site: its files (a copy to edit), every asset with its bytes, and a base. */
export function applyBody({ files, assets, assetData }: SiteSnapshot, base: SiteApplyBody['base'] = {}): SiteApplyBody {
  const sent = Object.fromEntries(Object.entries(assets).map(([path, sha256]) => [path, { sha256: sha256!, data: assetData?.[sha256!] ?? '' }]));
  return { files: structuredClone(files), assets: sent, base };
}

/** The block at a spot a test knows holds one written in full, not a reference to it. */
export function inFull(spot: BlockSpot | undefined): BlockFile {
  if (!spot || isBlockRef(spot)) throw new Error(`Expected a block written in full, found ${JSON.stringify(spot)}`);
  return spot;
}
