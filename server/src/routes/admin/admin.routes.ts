// GET /admin/sections: the runtime's /admin route guard; admins only.
import { adminRoutes } from '@tessera/schemas/contract';
import { signedIn } from '../../auth/authenticate.ts';
import { appError } from '../../errors.ts';
import { implementRoutes } from '../../http/serve-routes.ts';

/** The admin areas built so far; later issues add theirs (spec §2.2 lists them all). */
const SECTIONS = ['dashboard', 'settings', 'userLists', 'applications', 'membershipRequests'] as const;

export const adminHandlers = () => implementRoutes(adminRoutes)({
  async sections(request) {
    // Admin routes need the admin check itself (shell spec §6), not a grant: managing everything is being admin.
    if (!signedIn(request).isAdmin) throw appError('ADMIN_ONLY');
    return { sections: [...SECTIONS] };
  },
});
