import type { ItemRef, Permission } from '../generated/model.ts';
import { matchConditions } from './match-conditions.ts';
import type { PermissionAction, PermissionSubject } from './vocabulary.ts';

/** Whoever acts: admins pass every check; everyone else holds `permissions` (see grantsOf). */
export interface PermissionHolder {
  isAdmin: boolean;
  permissions: readonly Permission[];
}

/** What a check narrows to: one item and what contains it, a scope, a field, and the record the conditions read. */
export interface PermissionTarget {
  subjectId?: number;
  /** The module, page or blocks the item checked lies in (see itemTarget): grants `within` one of them pass. */
  within?: readonly ItemRef[];
  scope?: string;
  field?: string;
  /** The record acted on; grants with conditions pass only when it is given and meets them. */
  record?: Readonly<Record<string, unknown>>;
}

/** `subject` equals `granted` or lies below it in the dotted tree; `all` covers everything. */
export function subjectCovers(granted: string, subject: string): boolean {
  return granted === 'all' || granted === subject || subject.startsWith(`${granted}.`);
}

/** The check names the grant's container among those of the item it asks about. */
const liesWithin = (container: ItemRef, target: PermissionTarget): boolean =>
  target.within?.some(({ kind, id }) => kind === container.kind && id === container.id) ?? false;

/**
 * Whether one grant allows the check. Each narrowing a grant carries (subjectId, within, scope,
 * field, conditions) must be met by the check: a grant for one page does not allow acting on pages
 * in general, one for the pages of a module allows nothing on pages the check does not place in
 * that module, and a grant with conditions allows nothing unless the record is given and meets them.
 */
export function grantAllows(grant: Permission, action: string, subject: string, target: PermissionTarget = {}): boolean {
  return (grant.action === 'manage' || grant.action === action)
    && subjectCovers(grant.subject, subject)
    && (grant.subjectId === undefined || grant.subjectId === target.subjectId)
    && (grant.within === undefined || liesWithin(grant.within, target))
    && (grant.scope === undefined || grant.scope === target.scope)
    && (grant.field === undefined || grant.field === target.field)
    && (grant.conditions === undefined || (target.record !== undefined && matchConditions(grant.conditions, target.record)));
}

/**
 * May `holder` do `action` on `subject`? Admins may do anything; others when one of their grants
 * allows it (see grantAllows). The one evaluator of the server's operations and the runtime's
 * controls.
 *
 * @example can(editor, 'manageSettings', 'items.pages', { subjectId: 12, within: [{ kind: 'module', id: 3 }] })
 */
export function can(holder: PermissionHolder, action: PermissionAction, subject: PermissionSubject, target: PermissionTarget = {}): boolean {
  return holder.isAdmin || holder.permissions.some((grant) => grantAllows(grant, action, subject, target));
}
