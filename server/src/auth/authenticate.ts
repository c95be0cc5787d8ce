// The onRequest hook of authenticated routes: bearer JWT → live device session → request.account.
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
 * Rejects the request unless it carries a valid token of a live session: no token → 401
 * NOT_SIGNED_IN; bad signature, expired, revoked or unknown session → 401 with tokenIssue.
 * A token seen recently is answered from the cache; otherwise one query loads session,
 * account and profile together.
 */
export function requireSignIn({ db, tokens, signedInCache }: AuthDependencies): onRequestAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request);
    if (!token) throw appError('NOT_SIGNED_IN');
    const cached = signedInCache.get(token);
    if (cached) {
      request.account = cached;
      return;
    }
    const claims = await tokens.verify(token);
    const account = claims && await loadSignedInAccount(db, claims.sessionId, claims.accountId);
    if (!claims || !account) throw appError('TOKEN_REJECTED');
    signedInCache.set(token, account, claims.expiresAt);
    request.account = account;
  };
}

/** The signed-in account of a request that went through requireSignIn. */
export function signedIn(request: FastifyRequest): SignedInAccount {
  if (!request.account) throw appError('NOT_SIGNED_IN');
  return request.account;
}
