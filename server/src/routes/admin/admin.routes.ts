// GET /admin/sections: the runtime's /admin route guard; admins only.
import type { FastifyPluginAsync } from 'fastify';
import type { AdminSectionsReply } from '@tessera/schemas';
import { signedIn } from '../../auth/authenticate.ts';
import { appError } from '../../errors.ts';
import { bearerAuth, ref, replies } from '../../http/reply-schemas.ts';
import type { RouteOptions } from '../../server-context.ts';

/** The admin areas built so far; later issues add theirs (spec §2.2 lists them all). */
const SECTIONS = ['dashboard', 'settings'] as const;

export const adminRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get<{ Reply: AdminSectionsReply }>('/admin/sections', {
    onRequest: ctx.requireSignIn,
    schema: { summary: 'The admin sections the user may open', tags: ['admin'], security: bearerAuth, response: replies(ref('api', 'adminSectionsReply'), 401, 403) },
  }, async (request) => {
    // Admin routes need the admin check itself (shell spec §6), not a grant: managing everything is being admin.
    if (!signedIn(request).isAdmin) throw appError('ADMIN_ONLY');
    return { sections: [...SECTIONS] };
  });
};
