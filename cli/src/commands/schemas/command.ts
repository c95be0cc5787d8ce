import type { RegisterCommand } from '../../command.ts';
import { examplesHelp } from '../../format/examples.ts';
import type { SchemasOptions } from './schemas.ts';

export const registerSchemas: RegisterCommand = (program, { io, finish }) => {
  program
    .command('schemas')
    .summary('refresh the JSON Schemas editors check site files with')
    .description('Write the JSON Schemas of this version of tessera into the site (.schemas) and point the "$schema" of every site file at its schema, so editors complete and check the files.')
    .argument('<site-dir>', 'the site directory (holding site.json)')
    .option('--json', 'print {dir, changed, unreadable} as JSON')
    .addHelpText('after', examplesHelp([
      ['tessera schemas my-site', 'after upgrading tessera, or for a site written by hand'],
    ]) + '\nExit codes: 0 done, 1 some file is not JSON (left as it is), 2 no such site directory.\n')
    .action(async (dir: string, options: SchemasOptions) => {
      const { refreshSchemas } = await import('./schemas.ts');
      finish(await refreshSchemas(dir, options, io));
    });
};
