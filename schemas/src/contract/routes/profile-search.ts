// GET /profile/search: members found by name as someone types (the member picker of forms). The
// spec names no such call; it is ours, bounded like the spec's other searches.
import Type from 'typebox';
import * as model from '../../generated/model-refs.ts';
import { routeArea } from '../route.ts';

/** At most this many members per answer: a picker shows a handful and the member narrows by typing. */
export const PROFILE_SEARCH_MAX_LIMIT = 20;

const profileSearchQuery = Type.Object({
  text: Type.String({ minLength: 1, maxLength: 100, description: 'Words every one of which the first or last name contains (any case)' }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PROFILE_SEARCH_MAX_LIMIT, default: 10 })),
}, { additionalProperties: false });

export const profileSearchRoutes = routeArea('profiles', {
  search: {
    method: 'GET', path: '/profile/search', access: 'signedIn',
    summary: 'Members whose name holds every word typed, by last then first name; only the name each member shows everyone',
    query: profileSearchQuery, reply: model.ProfileSearchReply, errors: [],
  },
});
