// Who performs an operation: a signed-in account, an account that has just proven who it is, or the system.
import { grantsOf, type PermissionHolder } from '@tessera/schemas';

/** The acting party every write operation takes and checks (see assert-can.ts). */
export interface Actor extends PermissionHolder {
  /** The acting account; null for the system. */
  accountId: number | null;
}

/** The platform itself: the site import and background jobs. Passes every check. */
export const SYSTEM_ACTOR: Actor = Object.freeze({ accountId: null, isAdmin: true, permissions: Object.freeze([]) });

/**
 * An account that has just proven who it is (password or one-time secret) but is not signed in
 * yet: it acts on its own records only, whatever its role, until its session exists.
 */
export function provenAccount(accountId: number): Actor {
  return { accountId, isAdmin: false, permissions: grantsOf({ accountId, isAdmin: false, isElevated: false }) };
}
