/** The claims the runtime reads from its jwt (contract: sub = account id, sid, iat). */
export interface JwtClaims {
  sub?: string;
  sid?: string;
  /** Issued at, in seconds. */
  iat?: number;
}

let last: { jwt: string; claims: JwtClaims | null } | undefined;

function decode(jwt: string): JwtClaims | null {
  const payload = jwt.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof claims === 'object' && claims !== null ? (claims as JwtClaims) : null;
  } catch {
    return null;
  }
}

/**
 * Reads the jwt's claims without verifying them: the server verifies, the runtime only needs to
 * know whose token it is and how old. The last answer is remembered, as every API call asks.
 */
export function jwtClaims(jwt: string): JwtClaims | null {
  if (last?.jwt !== jwt) last = { jwt, claims: decode(jwt) };
  return last.claims;
}
