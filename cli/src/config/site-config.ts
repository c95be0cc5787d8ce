// tessera.config.json: an optional file beside a site's files naming its servers and defaults.
import { join } from 'node:path';
import { z } from 'zod';
import { readCheckedJson } from './read-checked-json.ts';

export const SITE_CONFIG_FILE = 'tessera.config.json';

const ServerUrl = z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' });

export const SiteConfig = z.strictObject({
  $schema: z.string().optional(),
  /** The server the site syncs with when no --url or TESSERA_URL says otherwise. */
  url: ServerUrl.optional(),
  /** Other servers by name, so `--url staging` picks one. */
  servers: z.record(z.string().regex(/^[a-z][a-z0-9-]*$/, 'server names are lower-case letters, digits and dashes'), ServerUrl).optional(),
  /** Defaults of the sync commands' options. */
  defaults: z.strictObject({
    /** apply deletes what the files no longer hold (as --prune). */
    prune: z.boolean().optional(),
    /** Reports as JSON (as --json). */
    json: z.boolean().optional(),
  }).optional(),
});
export type SiteConfig = z.infer<typeof SiteConfig>;

/** The tessera.config.json of the site directory `siteDir`, or an empty one when it has none. */
export async function readSiteConfig(siteDir: string): Promise<SiteConfig> {
  return (await readCheckedJson(join(siteDir, SITE_CONFIG_FILE), SiteConfig)) ?? {};
}
