// Everything route handlers need, built once per app and handed to each route plugin.
import type { onRequestAsyncHookHandler } from 'fastify';
import type { SignedInCache } from './auth/signed-in-cache.ts';
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
  /** onRequest hook of routes that need a signed-in account (see auth/authenticate.ts). */
  requireSignIn: onRequestAsyncHookHandler;
}

/** Options of every route plugin. */
export interface RouteOptions {
  ctx: ServerContext;
}
