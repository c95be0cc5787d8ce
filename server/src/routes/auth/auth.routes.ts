// /auth/login, /auth/tradeSecret, /auth/refresh, /logout and /logout/allDevices.
import { authRoutes } from '@tessera/schemas/contract';
import { signedIn } from '../../auth/authenticate.ts';
import { markSignedOut, setSignedInHint } from '../../auth/signed-in-hint.ts';
import { appError } from '../../errors.ts';
import { implementRoutes } from '../../http/serve-routes.ts';
import { provenAccount } from '../../operations/actor.ts';
import { checkCredentials, normalizeEmail } from '../../operations/sessions/check-credentials.ts';
import { revokeAllSessions, revokeSessions } from '../../operations/sessions/device-sessions.ts';
import { rotateSessionToken } from '../../operations/sessions/rotate-token.ts';
import { redeemSignInSecret } from '../../operations/sessions/sign-in-secrets.ts';
import type { ServerContext } from '../../server-context.ts';
import { openSession } from './open-session.ts';

export const authHandlers = (ctx: ServerContext) => implementRoutes(authRoutes)({
  // Failed credentials are counted and throttled (auth/throttle/): by account and address here.
  async login(request) {
    const { email, password, deviceId } = request.body;
    const accountId = await ctx.throttle.guard({ address: request.ip, account: normalizeEmail(email) }, () => checkCredentials(ctx.db, email, password));
    if (accountId === null) throw appError('INVALID_CREDENTIALS');
    return { jwt: await openSession(ctx, accountId, deviceId) };
  },

  async tradeSecret(request, reply) {
    const accountId = await ctx.throttle.guard({ address: request.ip }, () => redeemSignInSecret(ctx.db, request.body.secret));
    if (accountId === null) throw appError('SECRET_REJECTED');
    setSignedInHint(request, reply);
    return { jwt: await openSession(ctx, accountId, request.body.deviceId) };
  },

  async refresh(request, reply) {
    const jwt = await ctx.throttle.guard({ address: request.ip }, async () => {
      const claims = await ctx.tokens.verify(request.body.jwt);
      const generation = claims && await rotateSessionToken(ctx, provenAccount(claims.accountId), claims, ctx.rotationGraceMs);
      return claims && generation !== null ? ctx.tokens.sign({ accountId: claims.accountId, sessionId: claims.sessionId, generation }) : null;
    });
    if (jwt === null) throw appError('TOKEN_REJECTED');
    // Browsers signed in before the hint existed get it with their next refresh.
    setSignedInHint(request, reply);
    return { jwt };
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
