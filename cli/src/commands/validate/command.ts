import type { RegisterCommand } from '../../command.ts';
import { examplesHelp } from '../../format/examples.ts';
import type { ValidateOptions } from './validate.ts';

export const registerValidate: RegisterCommand = (program, { io, finish }) => {
  program
    .command('validate')
    .summary('check a site directory, with the file and JSON path of each problem')
    .description('Check a site directory: every file against its schema, the references between files (pages, modules, brands, lists, images), slugs, column layouts, languages and translations, and every block against its type.')
    .argument('<site-dir>', 'the site directory (holding site.json)')
    .option('--json', 'print the result as JSON: {dir, valid, problems, warnings, counts}')
    .option('--strict', 'fail on warnings too (a language without the site\'s texts)')
    .addHelpText('after', examplesHelp([
      ['tessera validate sites/demo', 'check the demo site; each problem is printed as <file> <JSON path>: <message>'],
      ['tessera validate . --strict', 'check the site in this directory, failing on warnings too (for CI)'],
      ['tessera validate site --json | jq .problems', 'the problems as JSON, for scripts'],
    ]) + '\nExit codes: 0 valid, 1 problems found, 2 no such directory.\n')
    .action(async (dir: string, options: ValidateOptions) => {
      // Loaded when the command runs, so `tessera --help` does not pay for the schemas and block types.
      const { validateSite } = await import('./validate.ts');
      finish(await validateSite(dir, options, io));
    });
};
