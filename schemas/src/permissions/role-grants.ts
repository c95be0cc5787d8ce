import type { Permission, PermissionsReply } from '../generated/model.ts';
import { ADMINISTRATION_ACTIONS } from './vocabulary.ts';

/** Who an account is, as far as its grants go. */
export interface GrantedAccount {
  accountId: number;
  isAdmin: boolean;
  isElevated: boolean;
  /** Grants held through the per-list admin flags of the lists that accepted the account (see listGrants). */
  listGrants?: readonly Permission[];
  /** Grants kept on modules, pages and blocks for the account or its lists (see itemGrant). */
  itemGrants?: readonly Permission[];
}

const ADMIN: readonly Permission[] = [{ action: 'manage', subject: 'all' }];

/**
 * Elevated users may turn on edit mode and inline text editing; what they may change there comes
 * from the grants kept on items (itemGrants), item by item.
 */
const ELEVATED: readonly Permission[] = [
  { action: 'manageEditMode', subject: 'all' },
  { action: 'manageTextEdit', subject: 'all' },
];

/** What every account may do with its own records: its profile (deleting it deletes the account), its audit entries, its sessions. */
function ownRecordGrants(accountId: number): Permission[] {
  const own = { accountId };
  return [
    { action: 'update', subject: 'profiles', conditions: own },
    { action: 'delete', subject: 'profiles', conditions: own },
    { action: 'create', subject: 'auditLog', conditions: own },
    { action: 'manage', subject: 'sessions', conditions: own },
  ];
}

/** The grants of an account: its role's, its own records', those its list admin flags give and those kept on items. */
export function grantsOf(account: GrantedAccount): Permission[] {
  const role = account.isAdmin ? ADMIN : account.isElevated ? ELEVATED : [];
  return [...role, ...ownRecordGrants(account.accountId), ...(account.listGrants ?? []), ...(account.itemGrants ?? [])];
}

/**
 * What GET /user/permissions and /init tell the runtime: the grants (see grantsOf), and the
 * administration actions held outright (grants on one's own records are not administration).
 */
export function permissionSetOf(permissions: readonly Permission[]): PermissionsReply {
  const administration = permissions.filter((p) => p.conditions === undefined && ADMINISTRATION_ACTIONS.has(p.action));
  const visiblePermissions = [...new Set(administration.map((p) => p.action))];
  return { permissions: [...permissions], visiblePermissions };
}
