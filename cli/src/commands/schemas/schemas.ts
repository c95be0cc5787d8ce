import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SITE_SCHEMAS_FOLDER, siteFileKind, siteFileText, writeSiteSchemas } from '@tessera/schemas/site-files';
import type { CliIo } from '../../cli-io.ts';
import { ExitCode } from '../../exit-codes.ts';
import { plural } from '../../format/plural.ts';
import { assertSiteDir } from '../../site-dir.ts';
import { filesBelow } from '../../site-files-on-disk.ts';
import { UsageError } from '../../usage-error.ts';

export interface SchemasOptions {
  json?: boolean;
}

/**
 * `tessera schemas <dir>`: writes the JSON Schemas of this CLI's version into the site's .schemas
 * and sets the `$schema` of every site file, leaving the rest of each file's content as it was
 * (rewritten as 2-space JSON). For sites made by hand or by an older version.
 */
export async function refreshSchemas(dir: string, options: SchemasOptions, io: CliIo): Promise<ExitCode> {
  await assertSiteDir(dir);
  const siteFiles = (await filesBelow(dir)).filter((file) => siteFileKind(file) !== null);
  if (!siteFiles.includes('site.json')) throw new UsageError(`${dir} has no site.json; is it a site directory?`);
  await writeSiteSchemas(dir);
  const changed: string[] = [];
  const unreadable: string[] = [];
  for (const file of siteFiles) {
    const text = await readFile(join(dir, file), 'utf8');
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      unreadable.push(file);
      continue;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      unreadable.push(file);
      continue;
    }
    const updated = siteFileText(file, value);
    if (updated !== text) {
      await writeFile(join(dir, file), updated);
      changed.push(file);
    }
  }
  if (options.json) {
    io.out(`${JSON.stringify({ dir, changed, unreadable }, null, 2)}\n`);
  } else {
    io.out(`Wrote the schemas into ${join(dir, SITE_SCHEMAS_FOLDER)}; ${plural(changed.length, 'file')} of ${siteFiles.length} updated.\n`);
    for (const file of unreadable) io.out(`${join(dir, file)}: not a JSON object, left as it is; tessera validate ${dir} says why.\n`);
  }
  return unreadable.length === 0 ? ExitCode.ok : ExitCode.problems;
}
