// "This browser has signed in to this account before": a signed cookie the sign-in page sets after a
// successful sign-in. A browser that carries it for the account tried is spared the account-wide
// throttle, so an attacker guessing from many addresses cannot lock the member out of the browser
// they use (OWASP's "device cookies"); it still counts towards the account-and-address limit.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import { readCookie, setSignInCookie } from './signin-cookies.ts';

const COOKIE = 'tessera_known_browser';
const AUDIENCE = 'tessera:known-browser';
const LIFETIME_SECONDS = 365 * 24 * 60 * 60;

// The cookie names the account by a digest, so it carries no email address.
const accountDigest = (email: string): string => createHash('sha256').update(email).digest('base64url');

/** Remembers and recognises the browsers an account signed in from. */
export interface KnownBrowsers {
  /** True when the request carries a valid mark for the account with this (normalised) email. */
  knows(request: FastifyRequest, email: string): Promise<boolean>;
  /** Marks the browser as known to the account with this (normalised) email. */
  remember(request: FastifyRequest, reply: FastifyReply, email: string): Promise<void>;
}

/** Known-browser marks signed with `key` (HS256, the same on every instance). */
export function knownBrowsers(key: Uint8Array): KnownBrowsers {
  return {
    async knows(request, email) {
      const mark = readCookie(request, COOKIE);
      if (!mark) return false;
      try {
        const { payload } = await jwtVerify(mark, key, { algorithms: ['HS256'], audience: AUDIENCE, subject: accountDigest(email) });
        return payload.sub !== undefined;
      } catch {
        return false;
      }
    },
    async remember(request, reply, email) {
      const mark = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setAudience(AUDIENCE).setSubject(accountDigest(email))
        .setIssuedAt().setExpirationTime(`${LIFETIME_SECONDS}s`).sign(key);
      setSignInCookie(request, reply, COOKIE, mark, LIFETIME_SECONDS);
    },
  };
}
