// Signing in with a token: bearer JWT (or a socket's handshake token) → live device session → account.
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Db } from '../db/database.ts';
import { appError } from '../errors.ts';
import { loadSignedInAccount, type SignedInAccount } from '../operations/sessions/signed-in-account.ts';
import type { SignedInCache } from './signed-in-cache.ts';
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
  tokens: TokenSigner;
  signedInCache: SignedInCache;
}

/**
 * Who a token signs in: throws NOT_SIGNED_IN without a token, and TOKEN_REJECTED (tokenIssue) for
 * a bad signature, an expired token or a revoked or unknown session. A token seen recently is
 * answered from the cache; otherwise one query loads session, account and profile together.
 * HTTP requests (requireSignIn) and sockets (realtime/socket-auth.ts) both sign in through here.
 */
export async function authenticateToken({ db, tokens, signedInCache }: AuthDependencies, token: string | null): Promise<SignedInAccount> {
  if (!token) throw appError('NOT_SIGNED_IN');
  const cached = signedInCache.get(token);
  if (cached) return cached;
  const claims = await tokens.verify(token);
  const account = claims && await loadSignedInAccount(db, claims.sessionId, claims.accountId);
  if (!claims || !account) throw appError('TOKEN_REJECTED');
  signedInCache.set(token, account, claims.expiresAt);
  return account;
}

/** The onRequest hook that rejects requests without a valid bearer token (see authenticateToken). */
export function requireSignIn(dependencies: AuthDependencies): onRequestAsyncHookHandler {
  return async (request) => {
    request.account = await authenticateToken(dependencies, bearerToken(request));
  };
}

/** The signed-in account of a request that went through requireSignIn. */
export function signedIn(request: FastifyRequest): SignedInAccount {
  if (!request.account) throw appError('NOT_SIGNED_IN');
  return request.account;
}
