// What each role may do, as the action/subject pairs /init sends the runtime.
import type { Permission, PermissionsReply } from '@tessera/schemas';

export interface Roles {
  isAdmin: boolean;
  isElevated: boolean;
}

const ADMIN: readonly Permission[] = [{ action: 'manage', subject: 'all' }];

const ELEVATED: readonly Permission[] = [
  { action: 'manageEditMode', subject: 'all' },
  { action: 'manageTextEdit', subject: 'all' },
  { action: 'manageSettings', subject: 'items' },
  { action: 'manageVisibility', subject: 'items' },
];

/** The permissions of an account: admins manage everything, elevated users edit, members nothing extra. */
function permissionsOf(roles: Roles): readonly Permission[] {
  if (roles.isAdmin) return ADMIN;
  if (roles.isElevated) return ELEVATED;
  return [];
}

/** The action names held, for showing controls. */
function visiblePermissionsOf(permissions: readonly Permission[]): string[] {
  return [...new Set(permissions.map((p) => p.action))];
}

/** What GET /user/permissions and /init tell the runtime. */
export function permissionSetOf(roles: Roles): PermissionsReply {
  const permissions = [...permissionsOf(roles)];
  return { permissions, visiblePermissions: visiblePermissionsOf(permissions) };
}

/** Admins and elevated users (edit mode) may change the structure. */
export function mayEditStructure(roles: Roles): boolean {
  return roles.isAdmin || roles.isElevated;
}
