// GET /init: everything the runtime needs to show its first screen, in one call.
import type { FastifyPluginAsync } from 'fastify';
import type { InitReply } from '@tessera/schemas';
import { signedIn } from '../../auth/authenticate.ts';
import { bearerAuth, ref, replies } from '../../http/reply-schemas.ts';
import type { RouteOptions } from '../../server-context.ts';
import { parseInitOpts } from './init-opts.ts';
import { initReply } from './init-reply.ts';

export const initRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get<{ Querystring: { opts?: string }; Reply: InitReply }>('/init', {
    onRequest: ctx.requireSignIn,
    schema: {
      summary: 'Start-up: user, settings, texts, structure, the first page, permissions and brand', tags: ['start-up'],
      security: bearerAuth,
      querystring: {
        type: 'object',
        properties: { opts: { type: 'string', maxLength: 1024, description: 'JSON {moduleSlug?, pageSlug?} naming the first page' } },
      },
      response: replies(ref('api', 'initReply'), 400, 401),
    },
  }, (request) => initReply(ctx, signedIn(request), parseInitOpts(request.query.opts)));
};
