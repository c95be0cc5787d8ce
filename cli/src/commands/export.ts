import { mkdir } from 'node:fs/promises';
import type { CliIo } from '../cli-io.ts';
import type { RegisterCommand } from '../command.ts';
import { ExitCode } from '../exit-codes.ts';
import { plural } from '../format/plural.ts';
import { resolveServerAccess } from '../sync/server-access.ts';
import { writeState } from '../sync/state-file.ts';
import { fetchSnapshot } from '../sync/sync-client.ts';
import { reportServerError } from '../sync/sync-failure.ts';
import { writeSite } from '../sync/write-site.ts';

export interface ExportOptions {
  json?: boolean;
}

/**
 * `tessera export <site-dir>`: writes the server's site into the directory as files (keys for
 * ids, images as files, no ids or timestamps: the same site always gives the same bytes) and
 * records the revisions it saw, the base of the next apply.
 */
export async function exportSite(dir: string, options: ExportOptions, io: CliIo): Promise<ExitCode> {
  const access = resolveServerAccess();
  try {
    const snapshot = await fetchSnapshot(access, true);
    await mkdir(dir, { recursive: true });
    const { written, removed } = await writeSite(dir, snapshot);
    await writeState(dir, access.url, snapshot.revisions);
    const files = Object.keys(snapshot.files);
    const modules = files.filter((file) => file.endsWith('/module.json')).length;
    const pages = files.filter((file) => file.includes('/pages/')).length;
    if (options.json) io.out(`${JSON.stringify({ dir, server: access.url, modules, pages, written, removed }, null, 2)}\n`);
    else io.out(`Exported ${plural(modules, 'module')} and ${plural(pages, 'page')} from ${access.url} into ${dir} (${plural(written, 'file')} written, ${removed} removed).\n`);
    return ExitCode.ok;
  } catch (error) {
    return reportServerError(dir, error, options.json, io);
  }
}

export const registerExport: RegisterCommand = (program, { io, finish }) => {
  program
    .command('export')
    .description("Write the server's site (TESSERA_URL) into a directory as files: modules, pages, blocks, brands, settings, lists, translations and images.")
    .argument('<site-dir>', 'the site directory (created when missing)')
    .option('--json', 'print the result as JSON')
    .addHelpText('after', '\nExample:\n  TESSERA_URL=https://staging.example.org TESSERA_TOKEN=… tessera export site')
    .action(async (dir: string, options: ExportOptions) => finish(await exportSite(dir, options, io)));
};
