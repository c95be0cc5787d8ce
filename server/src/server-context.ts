// Everything route handlers need, built once per app and handed to each route plugin.
import type { onRequestAsyncHookHandler } from 'fastify';
import type { SignedInCache } from './auth/signed-in-cache.ts';
import type { CredentialThrottle } from './auth/throttle/credential-throttle.ts';
import type { TokenSigner } from './auth/tokens.ts';
import type { SiteCache } from './cache/site-cache.ts';
import type { FileStore } from './files/file-store.ts';
import type { OperationContext } from './operations/context.ts';

export interface ServerContext extends OperationContext {
  cache: SiteCache;
  files: FileStore;
  tokens: TokenSigner;
  signedInCache: SignedInCache;
  /** How long a token keeps working after a refresh rotated it out (AppOptions.rotationGraceMs). */
  rotationGraceMs: number;
  /** Counts failed credential attempts and refuses them when there were too many (the credential routes only). */
  throttle: CredentialThrottle;
  /** A key of its own for each `purpose` (HKDF of the token key): the sign-in page's form tokens and cookies. */
  purposeKey(purpose: string): Uint8Array;
  /** onRequest hook of routes that need a signed-in account (see auth/authenticate.ts). */
  requireSignIn: onRequestAsyncHookHandler;
}

/** Options of every route plugin. */
export interface RouteOptions {
  ctx: ServerContext;
}
