import { Option } from 'commander';
import type { RegisterCommand } from '../../command.ts';
import { examplesHelp } from '../../format/examples.ts';
import type { InitOptions } from './init.ts';

// The template names, repeated from init.ts so that listing them in the help loads nothing.
const TEMPLATE_CHOICES = ['blank', 'community'];

export const registerInit: RegisterCommand = (program, { io, finish }) => {
  program
    .command('init')
    .summary('create a new site from a template')
    .description('Create a new site directory from a template; every file names its JSON Schema so editors complete and check it.')
    .argument('<dir>', 'where to create the site (a new or empty directory)')
    .addOption(new Option('-t, --template <name>', 'what to start from: blank (one page) or community (home, members and about modules, a brand with a logo)').choices(TEMPLATE_CHOICES).default('blank'))
    .option('--name <name>', 'the site\'s name, shown in the header and the browser tab')
    .option('--json', 'print {dir, template, files, modules, pages} as JSON')
    .addHelpText('after', examplesHelp([
      ['tessera init my-site', 'a blank site: one module with one page, one brand'],
      ['tessera init my-site --template community --name "Riverside Allotments"', 'a small community site to adapt'],
    ]) + '\nExit codes: 0 created, 2 the directory is not empty (to refresh an existing site\'s schemas: tessera schemas <dir>).\n')
    .action(async (dir: string, options: InitOptions) => {
      const { initSite } = await import('./init.ts');
      finish(await initSite(dir, options, io));
    });
};
