// The form engine's remote rules answered in-process on save: the same answers the browser gets
// over HTTP (slug, feed, template), without a round trip through the API.
import type { RemoteContext, SlugSource } from '@tessera/schemas';
import type { Db } from '../../db/database.ts';
import { appError } from '../../errors.ts';
import { publicInternetGuard } from '../external/address-guard.ts';
import { readFeed } from '../external/read-feed.ts';
import { slugAvailability, type SlugScope } from '../slugs/slug-availability.ts';
import { templateRenders } from '../templates/template-renders.ts';

const SLUG_SOURCES: ReadonlySet<string> = new Set<SlugSource>(['module', 'page']);
const FEED_PREFIX = '/external/content/rss/url/';

/** `/{source}/{contextId?}/{id}/slug/{slug}/validate` (slugValidatePath) → the scope and the slug. */
export function parseSlugPath(path: string): { scope: SlugScope; slug: string } {
  const parts = path.split('/').slice(1).map(decodeURIComponent);
  const [source, ...rest] = parts.length === 6 ? parts : [parts[0], undefined, ...parts.slice(1)];
  const [contextId, id, , slug] = rest;
  if (!source || !SLUG_SOURCES.has(source) || slug === undefined) {
    throw appError('BAD_REQUEST', `This form checks slugs of '${String(source)}', which has none: only modules and pages have slugs.`);
  }
  return { scope: { source: source as SlugSource, id: Number(id), ...(contextId === undefined ? {} : { contextId: Number(contextId) }) }, slug };
}

/** The RemoteContext of saves by `accountId`, whose feed reads count against their throttle. */
export function serverRemote(db: Db, throttleFeeds: () => Promise<void>): RemoteContext {
  return {
    validateSlug: async (path) => {
      const { scope, slug } = parseSlugPath(path);
      return slugAvailability(db, scope, slug);
    },
    readFeed: async (path) => {
      await throttleFeeds();
      return readFeed(decodeURIComponent(path.slice(FEED_PREFIX.length)), publicInternetGuard);
    },
    templateRenders: async (template) => templateRenders(template),
  };
}
