// GET /admin/sections: the runtime's /admin route guard; admins only.
import type { FastifyPluginAsync } from 'fastify';
import { signedIn } from '../../auth/authenticate.ts';
import { appError } from '../../errors.ts';
import { bearerAuth, replies } from '../../http/reply-schemas.ts';
import type { RouteOptions } from '../../server-context.ts';

/** The admin areas built so far; later issues add theirs (spec §2.2 lists them all). */
const SECTIONS = ['dashboard', 'settings'] as const;

const sectionsReply = {
  type: 'object', required: ['sections'], additionalProperties: false,
  properties: { sections: { type: 'array', items: { type: 'string' } } },
};

export const adminRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get<{ Reply: { sections: string[] } }>('/admin/sections', {
    onRequest: ctx.requireSignIn,
    schema: { summary: 'The admin sections the user may open', tags: ['admin'], security: bearerAuth, response: replies(sectionsReply, 401, 403) },
  }, async (request) => {
    if (!signedIn(request).isAdmin) throw appError('ADMIN_ONLY');
    return { sections: [...SECTIONS] };
  });
};
