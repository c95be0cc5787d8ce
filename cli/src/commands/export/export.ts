import { ExitCode } from '../../exit-codes.ts';
import type { CliIo } from '../../cli-io.ts';
import { startProgress } from '../../format/progress.ts';
import { plural } from '../../format/plural.ts';
import { writeState } from '../../sync/state-file.ts';
import { syncServer } from '../../sync/sync-server.ts';
import { writeSite } from '../../sync/write-site.ts';

export interface ExportOptions {
  url?: string;
  json?: boolean;
}

/**
 * `tessera export <site-dir>`: writes the server's site into the directory as files (keys for
 * ids, images as files, no ids or timestamps: the same site always gives the same bytes) and
 * records the revisions it saw, the base of the next apply.
 */
export async function exportSite(dir: string, options: ExportOptions, io: CliIo): Promise<ExitCode> {
  const server = await syncServer(dir, options.url, io.env);
  const progress = startProgress(`Exporting the site of ${server.url}`, { quiet: options.json });
  try {
    const snapshot = await server.call('GET /site/files', { query: { assets: true } });
    const { written, removed } = await writeSite(dir, snapshot);
    await writeState(dir, server.url, { revisions: snapshot.revisions, assets: Object.values(snapshot.assets).flatMap((sha256) => sha256 ?? []) });
    const files = Object.keys(snapshot.files);
    const modules = files.filter((file) => file.endsWith('/module.json')).length;
    const pages = files.filter((file) => file.includes('/pages/')).length;
    if (options.json) io.out(`${JSON.stringify({ dir, server: server.url, modules, pages, written, removed }, null, 2)}\n`);
    else io.out(`Exported ${plural(modules, 'module')} and ${plural(pages, 'page')} from ${server.url} into ${dir} (${plural(written, 'file')} written, ${removed} removed).\n`);
    return ExitCode.ok;
  } finally {
    progress.done();
  }
}
