// GET /site/files: the site as its files hold it, with the assets' bytes when asked.
import type { FileStore } from '../../files/file-store.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import type { OperationContext } from '../context.ts';
import type { SiteSnapshot } from '@tessera/schemas';
import { readSiteSnapshot } from './read-site-snapshot.ts';

/** Needs manageSettings on items, as apply does (NOT_ALLOWED). */
export async function exportSite(ctx: OperationContext, store: FileStore, actor: Actor, { assets = false }: { assets?: boolean }): Promise<SiteSnapshot> {
  assertCan(actor, 'manageSettings', 'items', {}, 'Exporting the site needs an admin, or manageSettings on every item.');
  const snapshot = await readSiteSnapshot(ctx.db);
  if (!assets) return snapshot;
  const hashes = [...new Set(Object.values(snapshot.assets).flatMap((sha256) => sha256 ?? []))].sort();
  const bytes = await Promise.all(hashes.map(async (sha256) => [sha256, (await store.get(sha256))?.toString('base64') ?? ''] as const));
  return { ...snapshot, assetData: Object.fromEntries(bytes) };
}
