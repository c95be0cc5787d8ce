import type { Permission, PermissionsReply } from '../generated/model.ts';
import { ADMINISTRATION_ACTIONS } from './vocabulary.ts';

/** Who an account is, as far as its grants go. */
export interface GrantedAccount {
  accountId: number;
  isAdmin: boolean;
  isElevated: boolean;
  /** Grants held as admin of a user list (per-list admin flags); none yet. */
  listGrants?: readonly Permission[];
}

const ADMIN: readonly Permission[] = [{ action: 'manage', subject: 'all' }];

/** Elevated users edit the site in place: edit mode, texts, and the settings and visibility of items. */
const ELEVATED: readonly Permission[] = [
  { action: 'manageEditMode', subject: 'all' },
  { action: 'manageTextEdit', subject: 'all' },
  { action: 'manageSettings', subject: 'items' },
  { action: 'manageVisibility', subject: 'items' },
];

/** What every account may do with its own records: its profile, its audit entries, its sessions. */
function ownRecordGrants(accountId: number): Permission[] {
  const own = { accountId };
  return [
    { action: 'update', subject: 'profiles', conditions: own },
    { action: 'create', subject: 'auditLog', conditions: own },
    { action: 'manage', subject: 'sessions', conditions: own },
  ];
}

/** The grants of an account: its role's, its own records', and those its list admin flags give. */
export function grantsOf(account: GrantedAccount): Permission[] {
  const role = account.isAdmin ? ADMIN : account.isElevated ? ELEVATED : [];
  return [...role, ...ownRecordGrants(account.accountId), ...(account.listGrants ?? [])];
}

/**
 * What GET /user/permissions and /init tell the runtime: the grants, and the administration
 * actions held outright (grants on one's own records are not administration).
 */
export function permissionSetOf(account: GrantedAccount): PermissionsReply {
  const permissions = grantsOf(account);
  const administration = permissions.filter((p) => p.conditions === undefined && ADMINISTRATION_ACTIONS.has(p.action));
  const visiblePermissions = [...new Set(administration.map((p) => p.action))];
  return { permissions, visiblePermissions };
}
