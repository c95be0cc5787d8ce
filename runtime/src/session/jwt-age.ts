import { jwtClaims } from './jwt-claims.ts';

/** Spec §9: a token older than 86400 s is refreshed. */
const REFRESH_AFTER_SECONDS = 86_400;

/** True when the token is older than 24 hours (or its age cannot be read). */
export function needsRefresh(jwt: string, nowMs = Date.now()): boolean {
  const iat = jwtClaims(jwt)?.iat;
  return typeof iat !== 'number' || nowMs / 1000 - iat > REFRESH_AFTER_SECONDS;
}
