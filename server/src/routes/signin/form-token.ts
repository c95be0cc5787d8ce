// Login CSRF (issue 8, finding 6): a form post counts only when it came from this site's own
// sign-in page. Two checks, as the page has no script: the Origin (or, without one, the Referer)
// must be this server's, and the form must carry a token bound to a cookie of this browser
// (double submit, @fastify/csrf: the cookie holds a secret, the form an HMAC of it under a server
// key, valid for an hour). Another site can neither read the cookie nor make the token.
import Tokens from '@fastify/csrf';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, setSignInCookie } from './signin-cookies.ts';

const SECRET_COOKIE = 'tessera_signin_form';
/** How long a form stays valid: a page left open longer is refused with a fresh form. */
const VALIDITY_MS = 60 * 60 * 1000;

/** Issues and checks the sign-in form's token. */
export interface SignInFormGuard {
  /** A token for the form, setting the cookie it is bound to when the browser has none yet. */
  issue(request: FastifyRequest, reply: FastifyReply): string;
  /** True when the post came from this site's sign-in page (see the file comment). */
  accepts(request: FastifyRequest, token: string | undefined): boolean;
}

/**
 * Whether an Origin or Referer value names `host` (the request's Host, port included or not):
 * compared as URLs of the value's scheme, so a default port written out still matches.
 * "null" and anything unparsable never match.
 */
function names(value: string, host: string): boolean {
  try {
    const { protocol, host: named } = new URL(value);
    return named !== '' && new URL(`${protocol}//${host}`).host === named;
  } catch {
    return false;
  }
}

/**
 * Whether the browser says the post came from this server's pages: the Origin's host (or the
 * Referer's, when a browser sends no Origin) must be the host the request was made to. A privacy
 * tool may strip both; then the token alone decides. The scheme is not compared: behind a proxy
 * that ends TLS the server itself is reached over http (TESSERA_TRUST_PROXY tells it otherwise).
 */
function fromThisSite(request: FastifyRequest): boolean {
  const { origin, referer } = request.headers;
  if (origin !== undefined) return names(origin, request.host);
  if (referer !== undefined) return names(referer, request.host);
  return true;
}

/** The guard, with form tokens signed by `hmacKey` (the same on every instance). */
export function signInFormGuard(hmacKey: Uint8Array): SignInFormGuard {
  const tokens = new Tokens({ hmacKey: Buffer.from(hmacKey), validity: VALIDITY_MS });
  return {
    issue(request, reply) {
      let secret = readCookie(request, SECRET_COOKIE);
      if (!secret) {
        secret = tokens.secretSync();
        setSignInCookie(request, reply, SECRET_COOKIE, secret);
      }
      return tokens.create(secret);
    },
    accepts(request, token) {
      const secret = readCookie(request, SECRET_COOKIE);
      return fromThisSite(request) && secret !== undefined && token !== undefined && tokens.verify(secret, token);
    },
  };
}
