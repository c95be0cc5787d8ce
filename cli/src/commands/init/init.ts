import { copyFile, mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { SITE_SCHEMAS_FOLDER, siteFileKind, siteFileText, writeSiteSchemas } from '@tessera/schemas/site-files';
import { cliRoot } from '../../cli-root.ts';
import type { CliIo } from '../../cli-io.ts';
import { ExitCode } from '../../exit-codes.ts';
import { plural } from '../../format/plural.ts';
import { filesBelow } from '../../site-files-on-disk.ts';
import { UsageError } from '../../usage-error.ts';

export const TEMPLATES = ['blank', 'community'] as const;
export type TemplateName = (typeof TEMPLATES)[number];

export interface InitOptions {
  template: TemplateName;
  /** The site's name (settings.name and the brand's name). */
  name?: string;
  json?: boolean;
}

/**
 * `tessera init <dir>`: writes a new site from a template into `dir` (new or empty), every site
 * file with its `$schema`, and the schemas themselves into .schemas so editors check the files
 * offline.
 */
export async function initSite(dir: string, options: InitOptions, io: CliIo): Promise<ExitCode> {
  await assertEmptyOrMissing(dir);
  const template = join(cliRoot(), 'templates', options.template);
  const files = await filesBelow(template);
  for (const file of files) {
    const target = join(dir, file);
    await mkdir(dirname(target), { recursive: true });
    if (siteFileKind(file)) await writeFile(target, siteFileText(file, named(file, JSON.parse(await readFile(join(template, file), 'utf8')) as object, options.name)));
    else await copyFile(join(template, file), target);
  }
  await writeSiteSchemas(dir);
  const modules = files.filter((file) => siteFileKind(file) === 'module-file').length;
  const pages = files.filter((file) => siteFileKind(file) === 'page-file').length;
  if (options.json) {
    io.out(`${JSON.stringify({ dir, template: options.template, files: files.length, modules, pages }, null, 2)}\n`);
  } else {
    io.out([
      `Created a ${options.template} site in ${dir}: ${plural(modules, 'module')}, ${plural(pages, 'page')}.`,
      `Every file names its JSON Schema in "$schema" (copies in ${join(dir, SITE_SCHEMAS_FOLDER)}), so editors complete and check it as you type.`,
      'Next:',
      `  tessera validate ${dir}`,
      '  tessera login --url <your server>',
      `  tessera apply ${dir}`,
      '',
    ].join('\n'));
  }
  return ExitCode.ok;
}

/** The template's site.json and brands carry the site's name when one is given. */
function named(file: string, value: object, name: string | undefined): object {
  if (!name) return value;
  if (siteFileKind(file) === 'site-file') {
    const site = value as { settings: object };
    return { ...site, settings: { ...site.settings, name } };
  }
  return siteFileKind(file) === 'brand-file' ? { ...value, brandName: name } : value;
}

async function assertEmptyOrMissing(dir: string): Promise<void> {
  const stats = await stat(dir).catch(() => null);
  if (!stats) return;
  if (!stats.isDirectory()) throw new UsageError(`${dir} is a file; give a new or empty directory.`);
  if ((await readdir(dir)).length > 0) {
    const isSite = await stat(join(dir, 'site.json')).then(() => true, () => false);
    throw new UsageError(isSite
      ? `${dir} already holds a site. To refresh its schemas and $schema values, run: tessera schemas ${resolve(dir) === resolve('.') ? '.' : dir}`
      : `${dir} is not empty; give a new or empty directory.`);
  }
}
