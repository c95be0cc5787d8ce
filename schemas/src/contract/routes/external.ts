// Content read from other sites on a member's behalf (data spec §7, validation helper; the form
// engine's feed_valid rule). Only public internet addresses are fetched.
import Type from 'typebox';
import * as model from '../../generated/model-refs.ts';
import { routeArea } from '../route.ts';

export const externalRoutes = routeArea('external', {
  rssFeed: {
    method: 'GET', path: '/external/content/rss/url/{encodedUrl}', access: 'signedIn',
    summary: 'The newest items of the RSS or Atom feed at the (URI-encoded) http(s) address, or errno saying why there are none; private and local addresses are never fetched; throttled per member',
    params: Type.Object({ encodedUrl: Type.String({ minLength: 1, maxLength: 2048 }) }),
    reply: model.FeedReply, errors: ['TOO_MANY_ATTEMPTS'],
  },
});
