import type { RegisterCommand } from '../../command.ts';
import { examplesHelp } from '../../format/examples.ts';
import type { ExportOptions } from './export.ts';

export const registerExport: RegisterCommand = (program, { io, finish }) => {
  program
    .command('export')
    .summary("write the server's site into a directory as files")
    .description("Write the server's site into a directory as files: modules, pages and their blocks with their fields, brands in their order, settings, lists, translations and images. Keys for ids and no timestamps, so exporting the same site twice writes the same bytes. Member accounts and their data stay on the server.")
    .argument('<site-dir>', 'the site directory (created when missing)')
    .option('--url <server>', 'the server (a URL, or a name of tessera.config.json servers)')
    .option('--json', 'print the result as JSON')
    .addHelpText('after', examplesHelp([
      ['tessera export site --url https://staging.example.org', 'write the staging site into ./site'],
      ['TESSERA_URL=… TESSERA_TOKEN=… tessera export site', 'the same in CI'],
    ]) + '\nExit codes: 0 exported, 3 server or network error.\n')
    .action(async (dir: string, options: ExportOptions) => {
      const { exportSite } = await import('./export.ts');
      finish(await exportSite(dir, options, io));
    });
};
