// The permission check every write operation makes before it reads or writes anything.
import { can, type PermissionAction, type PermissionSubject, type PermissionTarget } from '@tessera/schemas';
import { appError } from '../errors.ts';
import type { Actor } from './actor.ts';

/** Throws NOT_ALLOWED with `message` unless the evaluator lets `actor` do `action` on `subject`. */
export function assertCan(actor: Actor, action: PermissionAction, subject: PermissionSubject, target: PermissionTarget, message: string): void {
  if (!can(actor, action, subject, target)) throw appError('NOT_ALLOWED', message);
}
