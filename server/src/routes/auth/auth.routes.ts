// /auth/login, /auth/tradeSecret, /auth/refresh, /logout and /logout/allDevices.
import { authRoutes } from '@tessera/schemas/contract';
import { signedIn } from '../../auth/authenticate.ts';
import { appError } from '../../errors.ts';
import { implementRoutes } from '../../http/serve-routes.ts';
import { provenAccount } from '../../operations/actor.ts';
import { checkCredentials } from '../../operations/sessions/check-credentials.ts';
import { revokeAllSessions, revokeSessions } from '../../operations/sessions/device-sessions.ts';
import { rotateSessionToken } from '../../operations/sessions/rotate-token.ts';
import { redeemSignInSecret } from '../../operations/sessions/sign-in-secrets.ts';
import type { ServerContext } from '../../server-context.ts';
import { openSession } from './open-session.ts';

export const authHandlers = (ctx: ServerContext) => implementRoutes(authRoutes)({
  async login(request) {
    const accountId = await checkCredentials(ctx.db, request.body.email, request.body.password);
    if (accountId === null) throw appError('INVALID_CREDENTIALS');
    return { jwt: await openSession(ctx, accountId, request.body.deviceId) };
  },

  async tradeSecret(request) {
    const accountId = await redeemSignInSecret(ctx.db, request.body.secret);
    if (accountId === null) throw appError('SECRET_REJECTED');
    return { jwt: await openSession(ctx, accountId, request.body.deviceId) };
  },

  async refresh(request) {
    const claims = await ctx.tokens.verify(request.body.jwt);
    const generation = claims && await rotateSessionToken(ctx, provenAccount(claims.accountId), claims, ctx.rotationGraceMs);
    if (!claims || generation === null) throw appError('TOKEN_REJECTED');
    return { jwt: await ctx.tokens.sign({ accountId: claims.accountId, sessionId: claims.sessionId, generation }) };
  },

  async logout(request) {
    const actor = signedIn(request);
    await revokeSessions(ctx, actor, actor.accountId, actor.sessionId, request.query.deviceId ?? null);
    return { ok: true };
  },

  async logoutAllDevices(request) {
    const actor = signedIn(request);
    await revokeAllSessions(ctx, actor, actor.accountId);
    return { ok: true };
  },
});
