import Type from 'typebox';
import * as model from '../../generated/model-refs.ts';
import { routeArea } from '../route.ts';

/** At most this many members on one page of the users screen. */
export const ADMIN_USERS_MAX_LIMIT = 50;

const adminUsersQuery = Type.Object({
  text: Type.Optional(Type.String({ maxLength: 100, description: 'Words every one of which the name or email address contains (any case); all members when empty' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: ADMIN_USERS_MAX_LIMIT, default: 20 })),
}, { additionalProperties: false });

export const adminRoutes = routeArea('admin', {
  sections: {
    method: 'GET', path: '/admin/sections', access: 'signedIn', permission: { action: 'manage', subject: 'all' },
    summary: 'The admin sections the user may open (the /admin route guard)',
    reply: model.AdminSectionsReply, errors: ['ADMIN_ONLY'],
  },
  users: {
    method: 'GET', path: '/admin/users', access: 'signedIn', permission: { action: 'accessUserData', subject: 'profiles' },
    summary: "The users admin screen: members found by name or email address, by last then first name, a page at a time, each with their list memberships in every state (for those who may accessUsersLists)",
    query: adminUsersQuery, reply: model.AdminUsersReply, errors: ['NOT_ALLOWED'],
  },
  viewAs: {
    method: 'POST', path: '/admin/viewAs', access: 'signedIn', permission: { action: 'allowViewAs', subject: 'userLists' },
    summary: 'View the site as a member of exactly these lists, until reset (kept with the device session; /init reports it)',
    body: model.ViewAs, reply: model.ViewAsReply, errors: ['NOT_ALLOWED', 'USER_LIST_NOT_FOUND'],
  },
  resetViewAs: {
    method: 'POST', path: '/admin/reset', access: 'signedIn', permission: { action: 'allowViewAs', subject: 'userLists' },
    summary: 'Stop viewing as list members: the session is its own account again',
    reply: model.ViewAsReply, errors: ['NOT_ALLOWED'],
  },
});
