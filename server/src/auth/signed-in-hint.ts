// "This browser has signed in": a cookie the server reads before it serves the app, so a visitor
// who never signed in goes straight to the sign-in page instead of downloading the app first.
// The session itself is the bearer token the app keeps in localStorage; this cookie is only a
// hint and grants nothing. A stale one (the token expired or was revoked) just loads the app,
// which shows its login screen. See docs/decisions/0015-first-load.md.
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BASE_PATHS } from '@tessera/schemas';

export const SIGNED_IN_HINT = 'tessera_signed_in';
/** Chromium keeps a cookie at most 400 days; the token refresh renews it well before then. */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

function hintCookie(request: FastifyRequest, value: '1' | '0', maxAge: number | undefined): string {
  return stringifySetCookie({
    name: SIGNED_IN_HINT,
    value,
    // Only the app's pages need it: API calls and the sign-in page never carry it.
    path: BASE_PATHS.app,
    ...(maxAge !== undefined && { maxAge }),
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

/** Marks this browser as signed in (the sign-in page's redirect, tradeSecret, refresh). */
export function setSignedInHint(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', hintCookie(request, '1', MAX_AGE_SECONDS));
}

/**
 * Logout: the mark lasts only until the browser closes. Until then a reload still gets the app,
 * whose login screen stays put after a logout (spec §2.3, "just logged out"); a later visit is
 * sent to the sign-in page.
 */
export function markSignedOut(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', hintCookie(request, '0', undefined));
}

/** Whether the request carries the mark. */
export function hasSignedInHint(request: FastifyRequest): boolean {
  const header = request.headers.cookie;
  const value = header === undefined ? undefined : parseCookie(header)[SIGNED_IN_HINT];
  return value === '1' || value === '0';
}
