/**
 * When a JWT expires (ISO 8601), read from its `exp` claim without checking the signature (the
 * server does that); null when the token is no JWT or has no expiry.
 */
export function tokenExpiry(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof exp === 'number' ? new Date(exp * 1000).toISOString() : null;
  } catch {
    return null;
  }
}
