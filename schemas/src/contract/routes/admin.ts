import * as model from '../../generated/model-refs.ts';
import { routeArea } from '../route.ts';

export const adminRoutes = routeArea('admin', {
  sections: {
    method: 'GET', path: '/admin/sections', access: 'signedIn', permission: { action: 'manage', subject: 'all' },
    summary: 'The admin sections the user may open (the /admin route guard)',
    reply: model.AdminSectionsReply, errors: ['ADMIN_ONLY'],
  },
});
