// Signing in with a token: bearer JWT (or a socket's handshake token) → live device session → account.
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Db } from '../db/database.ts';
import { appError } from '../errors.ts';
import { SYSTEM_ACTOR } from '../operations/actor.ts';
import type { ChangeFeed } from '../operations/change-feed.ts';
import { revokeSessions } from '../operations/sessions/device-sessions.ts';
import { loadSignedInAccount, type SignedInAccount } from '../operations/sessions/signed-in-account.ts';
import type { SignedInCache, TokenSignIn } from './signed-in-cache.ts';
import type { TokenSigner } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account; set on routes behind requireSignIn, null elsewhere. */
    account: SignedInAccount | null;
  }
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

export interface AuthDependencies {
  db: Db;
  /** Announces the revocation of a session whose rotated-out token came back. */
  changes: ChangeFeed;
  tokens: TokenSigner;
  signedInCache: SignedInCache;
  /** How long a token keeps working after a refresh rotated it out (see sessions/token-standing.ts). */
  rotationGraceMs: number;
}

/**
 * Who a token signs in, and until when it may be trusted: throws NOT_SIGNED_IN without a token,
 * and TOKEN_REJECTED (tokenIssue) for a bad signature, an expired token, a revoked or unknown
 * session, or a token its session's refreshes have rotated out (see sessions/token-standing.ts).
 * A rotated-out token coming back after its grace period means two parties hold the session's
 * tokens, so the session is revoked for both. A token seen recently is answered from the cache
 * (no query: the hot path); otherwise one query loads session, account and profile together.
 * HTTP requests (requireSignIn) and sockets (realtime/socket-auth.ts) both sign in through here.
 */
export async function authenticateToken(dependencies: AuthDependencies, token: string | null): Promise<TokenSignIn> {
  if (!token) throw appError('NOT_SIGNED_IN');
  const { db, tokens, signedInCache, rotationGraceMs } = dependencies;
  const cached = signedInCache.get(token);
  if (cached) return cached;
  const claims = await tokens.verify(token);
  const found = claims && await loadSignedInAccount(db, claims, rotationGraceMs);
  if (!claims || !found) throw appError('TOKEN_REJECTED');
  const { account, standing } = found;
  if (standing.kind === 'rotatedOut') {
    await revokeSessions(dependencies, SYSTEM_ACTOR, claims.accountId, claims.sessionId, null);
    throw appError('TOKEN_REJECTED');
  }
  const validUntil = standing.kind === 'previous' ? Math.min(claims.expiresAt, Date.now() + standing.graceLeftMs) : claims.expiresAt;
  return signedInCache.set(token, account, validUntil, claims.generation);
}

/** The onRequest hook that rejects requests without a valid bearer token (see authenticateToken). */
export function requireSignIn(dependencies: AuthDependencies): onRequestAsyncHookHandler {
  return async (request) => {
    request.account = (await authenticateToken(dependencies, bearerToken(request))).account;
  };
}

/** The signed-in account of a request that went through requireSignIn. */
export function signedIn(request: FastifyRequest): SignedInAccount {
  if (!request.account) throw appError('NOT_SIGNED_IN');
  return request.account;
}
