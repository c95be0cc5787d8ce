// The sign-in page's cookies: only ever sent back to /signin, never readable by scripts, and only
// on requests made from this site.
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BASE_PATHS } from '@tessera/schemas';

/** The value of the cookie `name` the request carries. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  return header === undefined ? undefined : parseCookie(header)[name];
}

/** Sets a sign-in page cookie (`maxAge` in seconds; without it, it lasts until the browser closes). */
export function setSignInCookie(request: FastifyRequest, reply: FastifyReply, name: string, value: string, maxAge?: number): void {
  reply.header('set-cookie', stringifySetCookie({
    name,
    value,
    path: BASE_PATHS.signIn,
    ...(maxAge !== undefined && { maxAge }),
    httpOnly: true,
    // The form posts to its own page, always same-site: another site's post carries none of these.
    sameSite: 'strict',
    secure: request.protocol === 'https',
  }));
}
