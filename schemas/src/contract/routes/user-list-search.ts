// GET /userLists/search and POST /userLists/getSome (data spec §7, User lists): lists found by
// label as someone types, and the chosen ones read by id (the list picker of forms). Loading user
// lists needs an elevated user; others get nothing (§6).
import Type from 'typebox';
import * as model from '../../generated/model-refs.ts';
import { routeArea } from '../route.ts';

const userListSearchQuery = Type.Object({
  text: Type.String({ minLength: 1, maxLength: 100, description: 'Words every one of which the label contains (any case)' }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 10 })),
}, { additionalProperties: false });

export const userListSearchRoutes = routeArea('userLists', {
  search: {
    method: 'GET', path: '/userLists/search', access: 'signedIn',
    summary: 'User lists whose label holds every word typed, by label; empty for users who are neither elevated nor admins',
    query: userListSearchQuery, reply: model.UserListSearchReply, errors: [],
  },
  getSome: {
    method: 'POST', path: '/userLists/getSome', access: 'signedIn',
    summary: 'The user lists of these ids that exist, in the order asked for; empty for users who are neither elevated nor admins',
    body: model.UserListGetSomeBody, reply: model.UserListGetSomeReply, errors: [], bodyLimit: 4 * 1024,
  },
});
