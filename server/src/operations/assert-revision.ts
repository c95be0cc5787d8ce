// Optimistic concurrency: a write names the revision it last saw, and is refused when that moved.
import { appError } from '../errors.ts';

/**
 * Throws REVISION_CONFLICT when the caller saw a revision (`seen`) and the stored one differs.
 * `whatWas` names the record in the message ("This page was", "The settings were").
 */
export function assertRevision(stored: number, seen: number | undefined, whatWas: string): void {
  if (seen !== undefined && seen !== stored) {
    throw appError('REVISION_CONFLICT', `${whatWas} changed by someone else since you loaded it (revision ${seen}, now ${stored}). Load it again and redo your change.`);
  }
}
