// The signed-in user: who they are, what they may do, the device keepalive behind presence, their
// avatar, and linking social sign-in accounts.
import { permissionSetOf } from '@tessera/schemas';
import { userRoutes } from '@tessera/schemas/contract';
import { signedIn } from '../../auth/authenticate.ts';
import { appError } from '../../errors.ts';
import { implementRoutes } from '../../http/serve-routes.ts';
import { setAvatar } from '../../operations/profiles/set-avatar.ts';
import { touchSession } from '../../operations/sessions/device-sessions.ts';
import { userOf } from '../../operations/sessions/signed-in-account.ts';
import type { ServerContext } from '../../server-context.ts';

export const userHandlers = (ctx: ServerContext) => implementRoutes(userRoutes)({
  me: async (request) => userOf(signedIn(request)),
  permissions: async (request) => permissionSetOf(signedIn(request).permissions),
  async deviceKeepalive(request) {
    const actor = signedIn(request);
    // Revoked since the token was last checked (the sign-in cache is short-lived, not instant).
    if (!(await touchSession(ctx, actor, actor.sessionId, actor.accountId, request.body.deviceId))) throw appError('TOKEN_REJECTED');
    return { ok: true };
  },
  setAvatar: async (request) => setAvatar(ctx, signedIn(request), request.body.avatar),
  // No social sign-in provider is set up on this server yet: every link attempt is told so, and
  // the runtime's /socialAuth screen shows the message.
  async linkSocialAccount(request) {
    throw appError('SOCIAL_PROVIDER_NOT_FOUND', `Signing in with ${request.params.provider} is not set up on this site.`);
  },
});
