// /admin/*: the runtime's /admin route guard (admins only), the users screen's read and view-as.
import { adminRoutes } from '@tessera/schemas/contract';
import { signedIn } from '../../auth/authenticate.ts';
import { appError } from '../../errors.ts';
import { implementRoutes } from '../../http/serve-routes.ts';
import { adminUsers } from '../../operations/profiles/admin-users.ts';
import { resetViewAs, setViewAs } from '../../operations/sessions/view-as.ts';
import type { ServerContext } from '../../server-context.ts';

/** The admin areas built so far; later issues add theirs (spec §2.2 lists them all). */
const SECTIONS = ['dashboard', 'settings', 'userLists', 'users', 'applications', 'membershipRequests', 'broadcasts', 'notificationHistory', 'reportAbuse'] as const;

export const adminHandlers = (ctx: ServerContext) => implementRoutes(adminRoutes)({
  async sections(request) {
    // Admin routes need the admin check itself (shell spec §6), not a grant: managing everything is being admin.
    if (!signedIn(request).isAdmin) throw appError('ADMIN_ONLY');
    return { sections: [...SECTIONS] };
  },
  users(request) {
    return adminUsers(ctx.db, signedIn(request), request.query);
  },
  async viewAs(request) {
    return { viewAs: await setViewAs(ctx, signedIn(request), request.body.listIds) };
  },
  async resetViewAs(request) {
    await resetViewAs(ctx, signedIn(request));
    return { viewAs: null };
  },
});
