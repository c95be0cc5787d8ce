/** Seconds after which a token is refreshed at start (spec §9: 86400 s). */
const REFRESH_AFTER_SECONDS = 86_400;

/** Reads the `iat` claim (seconds) without verifying: the server verifies, this only decides when to refresh. */
function issuedAt(jwt: string): number | null {
  const payload = jwt.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { iat?: unknown };
    return typeof claims.iat === 'number' ? claims.iat : null;
  } catch {
    return null;
  }
}

/** True when the token is older than 24 hours (or its age cannot be read). */
export function needsRefresh(jwt: string, nowMs = Date.now()): boolean {
  const iat = issuedAt(jwt);
  return iat === null || nowMs / 1000 - iat > REFRESH_AFTER_SECONDS;
}
