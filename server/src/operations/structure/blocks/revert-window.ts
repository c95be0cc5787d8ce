// How long a block deleted everywhere can be brought back, and its revert tokens.
import { createHash, randomBytes } from 'node:crypto';

/**
 * A deleted block waits this long before it is removed for good; its revert token works until
 * then. The runtime offers the revert for 30 s; the rest leaves room for its confirmation dialog
 * and a slow network (docs/decisions/0022).
 */
export const REVERT_WINDOW_MS = 2 * 60_000;

/** A new revert token: 24 random bytes, base64url. */
export function newRevertToken(): string {
  return randomBytes(24).toString('base64url');
}

/** What the database keeps of a token: its SHA-256 digest, so a read of the table cannot revert. */
export function revertTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
