// /auth/login, /auth/tradeSecret, /auth/refresh, /logout and /logout/allDevices.
import { authRoutes } from '@tessera/schemas/contract';
import { signedIn } from '../../auth/authenticate.ts';
import { markSignedOut, setSignedInHint } from '../../auth/signed-in-hint.ts';
import { appError } from '../../errors.ts';
import { implementRoutes } from '../../http/serve-routes.ts';
import { provenAccount } from '../../operations/actor.ts';
import { checkCredentials } from '../../operations/sessions/check-credentials.ts';
import { revokeAllSessions, revokeSessions, touchSession } from '../../operations/sessions/device-sessions.ts';
import { redeemSignInSecret } from '../../operations/sessions/sign-in-secrets.ts';
import type { ServerContext } from '../../server-context.ts';
import { openSession } from './open-session.ts';

export const authHandlers = (ctx: ServerContext) => implementRoutes(authRoutes)({
  async login(request) {
    const accountId = await checkCredentials(ctx.db, request.body.email, request.body.password);
    if (accountId === null) throw appError('INVALID_CREDENTIALS');
    return { jwt: await openSession(ctx, accountId, request.body.deviceId) };
  },

  async tradeSecret(request, reply) {
    const accountId = await redeemSignInSecret(ctx.db, request.body.secret);
    if (accountId === null) throw appError('SECRET_REJECTED');
    setSignedInHint(request, reply);
    return { jwt: await openSession(ctx, accountId, request.body.deviceId) };
  },

  async refresh(request, reply) {
    const claims = await ctx.tokens.verify(request.body.jwt);
    if (!claims || !(await touchSession(ctx, provenAccount(claims.accountId), claims.sessionId, claims.accountId))) throw appError('TOKEN_REJECTED');
    // Browsers signed in before the hint existed get it with their next refresh.
    setSignedInHint(request, reply);
    return { jwt: await ctx.tokens.sign(claims) };
  },

  async logout(request, reply) {
    const actor = signedIn(request);
    await revokeSessions(ctx, actor, actor.accountId, actor.sessionId, request.query.deviceId ?? null);
    markSignedOut(request, reply);
    return { ok: true };
  },

  async logoutAllDevices(request, reply) {
    const actor = signedIn(request);
    await revokeAllSessions(ctx, actor, actor.accountId);
    // This browser's hint; the other browsers' go stale and just load the app's login screen.
    markSignedOut(request, reply);
    return { ok: true };
  },
});
