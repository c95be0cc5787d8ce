// First start: imports the configured site directory into an empty database.
import { checkBlock } from '@tessera/blocks/definitions';
import { loadSite } from '@tessera/schemas/site-files';
import type { FileStore } from './files/file-store.ts';
import type { OperationContext } from './operations/context.ts';
import { importSite } from './operations/site-import/import-site.ts';

export type SeedOutcome = 'seeded' | 'already-seeded';

/**
 * Imports `siteDir` when the database holds no site yet. An existing site is left alone without
 * reading the directory, so restarts stay fast. Throws, listing every problem, for an invalid site
 * (every block checked against its type's definition included).
 */
export async function seedIfEmpty(ctx: OperationContext, files: FileStore, siteDir: string): Promise<SeedOutcome> {
  if (await ctx.db.selectFrom('settings').select('id').executeTakeFirst()) return 'already-seeded';
  const { site, problems } = await loadSite(siteDir, { checkBlock });
  if (!site) {
    const list = problems.map((p) => `  ${p.file}${p.path ? ` ${p.path}` : ''}: ${p.message}`).join('\n');
    throw new Error(`The site in ${siteDir} cannot be imported:\n${list}`);
  }
  return (await importSite(ctx, files, site)) ? 'seeded' : 'already-seeded';
}
