// Keys for other uses than session tokens, derived from the token key, so one secret to configure
// (TESSERA_JWT_SECRET) yields independent keys and no signature of one kind verifies as another.
import { hkdfSync } from 'node:crypto';

/** A 32-byte key for `purpose` (HKDF-SHA-256 of `secret`); the same inputs give the same key on every instance. */
export function purposeKey(secret: Uint8Array, purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'tessera', purpose, 32));
}
