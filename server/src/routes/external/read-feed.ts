// GET /external/content/rss/url/{encodedUrl}: a feed read through the SSRF guard.
import type { FeedReply } from '@tessera/schemas';
import type { AddressGuard } from './address-guard.ts';
import { FEED_ERRNO, FeedError } from './feed-errors.ts';
import { guardedGet, type GetLimits } from './guarded-get.ts';
import { parseFeed } from './parse-feed.ts';

/** 5 s for the whole exchange, 1 MiB, 3 redirects: feeds are small, and a member waits for the answer. */
export const FEED_LIMITS: GetLimits = { timeoutMs: 5000, maxBytes: 1024 * 1024, maxRedirects: 3 };

const FEED_TYPES = 'application/rss+xml, application/atom+xml, application/rdf+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5';

/** The items of the feed at `address`, or no items and the errno saying why (FEED_ERRNO). */
export async function readFeed(address: string, guard: AddressGuard, limits: GetLimits = FEED_LIMITS): Promise<FeedReply> {
  try {
    const body = await guardedGet(address, guard, limits, FEED_TYPES);
    const items = parseFeed(body.toString('utf8'));
    return items ? { items, errno: 0 } : { items: [], errno: FEED_ERRNO.notAFeed };
  } catch (error) {
    if (error instanceof FeedError) return { items: [], errno: error.errno };
    throw error;
  }
}
