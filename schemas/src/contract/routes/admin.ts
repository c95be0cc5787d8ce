import * as model from '../../generated/model-refs.ts';
import { routeArea } from '../route.ts';

export const adminRoutes = routeArea('admin', {
  sections: {
    method: 'GET', path: '/admin/sections', access: 'signedIn', permission: { action: 'manage', subject: 'all' },
    summary: 'The admin sections the user may open (the /admin route guard)',
    reply: model.AdminSectionsReply, errors: ['ADMIN_ONLY'],
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
