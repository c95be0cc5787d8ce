// GET /external/content/rss/url/{encodedUrl}: the form engine's feed_valid rule.
import { externalRoutes } from '@tessera/schemas/contract';
import { signedIn } from '../../auth/authenticate.ts';
import { implementRoutes } from '../../http/serve-routes.ts';
import type { ServerContext } from '../../server-context.ts';
import { publicInternetGuard } from './address-guard.ts';
import { feedThrottle } from './feed-throttle.ts';
import { readFeed } from './read-feed.ts';

export const externalHandlers = (ctx: ServerContext) => {
  const throttle = feedThrottle(ctx.db);
  return implementRoutes(externalRoutes)({
    async rssFeed(request) {
      await throttle(signedIn(request).accountId);
      // The path parameter arrives decoded once: the address the member encoded.
      return readFeed(request.params.encodedUrl, publicInternetGuard);
    },
  });
};
