// /auth/login, /auth/tradeSecret, /auth/refresh and /logout.
import type { FastifyPluginAsync } from 'fastify';
import type { JwtReply, LoginBody, OkReply, RefreshBody, TradeSecretBody } from '@tessera/schemas';
import { signedIn } from '../../auth/authenticate.ts';
import { clearSignedInHint, setSignedInHint } from '../../auth/signed-in-hint.ts';
import { appError } from '../../errors.ts';
import { bearerAuth, ref, replies } from '../../http/reply-schemas.ts';
import { checkCredentials } from '../../operations/sessions/check-credentials.ts';
import { revokeSessions, touchSession } from '../../operations/sessions/device-sessions.ts';
import { redeemSignInSecret } from '../../operations/sessions/sign-in-secrets.ts';
import type { RouteOptions } from '../../server-context.ts';
import { openSession } from './open-session.ts';

const jwtReply = ref('api', 'jwtReply');

export const authRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.post<{ Body: LoginBody; Reply: JwtReply }>('/auth/login', {
    schema: {
      summary: 'Sign in with email and password (scripts and the CLI)', tags: ['auth'],
      body: ref('api', 'loginBody'), response: replies(jwtReply, 400, 401),
    },
  }, async (request) => {
    const accountId = await checkCredentials(ctx.db, request.body.email, request.body.password);
    if (accountId === null) throw appError('INVALID_CREDENTIALS');
    return { jwt: await openSession(ctx, accountId, request.body.deviceId) };
  });

  app.post<{ Body: TradeSecretBody; Reply: JwtReply }>('/auth/tradeSecret', {
    schema: {
      summary: 'Trade the one-time secret of the sign-in page for a token', tags: ['auth'],
      body: ref('api', 'tradeSecretBody'), response: replies(jwtReply, 400, 401),
    },
  }, async (request, reply) => {
    const accountId = await redeemSignInSecret(ctx.db, request.body.secret);
    if (accountId === null) throw appError('SECRET_REJECTED');
    setSignedInHint(request, reply);
    return { jwt: await openSession(ctx, accountId, request.body.deviceId) };
  });

  app.post<{ Body: RefreshBody; Reply: JwtReply }>('/auth/refresh', {
    schema: {
      summary: 'A fresh token for the same device session', tags: ['auth'],
      body: ref('api', 'refreshBody'), response: replies(jwtReply, 400, 401),
    },
  }, async (request, reply) => {
    const claims = await ctx.tokens.verify(request.body.jwt);
    if (!claims || !(await touchSession(ctx.db, claims.sessionId, claims.accountId))) throw appError('TOKEN_REJECTED');
    // Browsers signed in before the hint existed get it with their next refresh.
    setSignedInHint(request, reply);
    return { jwt: await ctx.tokens.sign(claims) };
  });

  app.get<{ Querystring: { deviceId?: string }; Reply: OkReply }>('/logout', {
    // The hint goes even when the token was already refused.
    onRequest: [async (request, reply) => clearSignedInHint(request, reply), ctx.requireSignIn],
    schema: {
      summary: 'Sign out: revokes the session (and the device\'s other sessions when deviceId is given)', tags: ['auth'],
      security: bearerAuth,
      querystring: { type: 'object', properties: { deviceId: { type: 'string', maxLength: 128 } } },
      response: replies(ref('api', 'okReply'), 401),
    },
  }, async (request) => {
    const { accountId, sessionId } = signedIn(request);
    await revokeSessions(ctx, accountId, sessionId, request.query.deviceId ?? null);
    return { ok: true };
  });
};
