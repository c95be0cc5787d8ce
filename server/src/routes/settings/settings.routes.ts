// GET /settings and POST /settings/{name}: the site's settings.
import type { FastifyPluginAsync } from 'fastify';
import type { AppSettings, SettingsChangeBody } from '@tessera/schemas';
import { signedIn } from '../../auth/authenticate.ts';
import { bearerAuth, ref, replies } from '../../http/reply-schemas.ts';
import { updateSettings } from '../../operations/site/update-settings.ts';
import type { RouteOptions } from '../../server-context.ts';

/** The settings groups that can be written; the spec's other groups arrive with their screens. */
const GROUPS = ['general'] as const;

export const settingsRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', ctx.requireSignIn);
  const common = { tags: ['settings'], security: bearerAuth };
  const settingsReply = ref('settings');

  app.get<{ Reply: AppSettings }>('/settings', {
    schema: { ...common, summary: "The site's settings", response: replies(settingsReply, 401) },
  }, () => ctx.cache.settings());

  app.post<{ Params: { name: (typeof GROUPS)[number] }; Body: SettingsChangeBody; Reply: AppSettings }>('/settings/:name', {
    schema: {
      ...common, summary: 'Changes settings (admins): shallow-merges `changes`; the result must be valid AppSettings',
      params: { type: 'object', required: ['name'], properties: { name: { enum: GROUPS } } },
      body: ref('api', 'settingsChangeBody'), response: replies(settingsReply, 400, 401, 403),
    },
  }, (request) => updateSettings(ctx, signedIn(request), request.body));
};
