// The signed-in user: who they are, what they may do, and the device keepalive behind presence.
import type { FastifyPluginAsync } from 'fastify';
import type { DeviceKeepaliveBody, OkReply, PermissionsReply, User } from '@tessera/schemas';
import { signedIn } from '../../auth/authenticate.ts';
import { permissionSetOf } from '@tessera/schemas';
import { appError } from '../../errors.ts';
import { bearerAuth, ref, replies } from '../../http/reply-schemas.ts';
import { touchSession } from '../../operations/sessions/device-sessions.ts';
import { userOf } from '../../operations/sessions/signed-in-account.ts';
import type { RouteOptions } from '../../server-context.ts';

export const userRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', ctx.requireSignIn);
  const common = { tags: ['user'], security: bearerAuth };

  app.get<{ Reply: User }>('/user', {
    schema: { ...common, summary: 'The signed-in user, as in /init', response: replies(ref('api', 'user'), 401) },
  }, async (request) => userOf(signedIn(request)));

  app.get<{ Reply: PermissionsReply }>('/user/permissions', {
    schema: { ...common, summary: "The signed-in user's permissions, as in /init", response: replies(ref('api', 'permissionsReply'), 401) },
  }, async (request) => permissionSetOf(signedIn(request)));

  app.post<{ Body: DeviceKeepaliveBody; Reply: OkReply }>('/user/deviceKeepalive', {
    schema: {
      ...common, summary: 'Marks the device session as seen now (every 10 minutes): the user is online for 15 minutes',
      body: ref('api', 'deviceKeepaliveBody'), response: replies(ref('api', 'okReply'), 400, 401),
    },
  }, async (request) => {
    const actor = signedIn(request);
    // Revoked since the token was last checked (the sign-in cache is short-lived, not instant).
    if (!(await touchSession(ctx, actor, actor.sessionId, actor.accountId, request.body.deviceId))) throw appError('TOKEN_REJECTED');
    return { ok: true };
  });
};
