import type { PermissionAction, PermissionSubject, PermissionTarget } from '@tessera/schemas';
import type { Can } from '../../../permissions/use-can.ts';

/** The settings panel's tabs (forms spec §2), in order. */
export const SETTINGS_TABS = ['settings', 'visibility', 'permissions', 'design', 'notifications', 'style'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** What each tab needs (forms spec §6: settings panel tabs need manageSettings, manageVisibility, managePermissions, manageDesign, manageCss). */
export const TAB_PERMISSION: Readonly<Record<SettingsTab, PermissionAction>> = {
  settings: 'manageSettings',
  visibility: 'manageVisibility',
  permissions: 'managePermissions',
  design: 'manageDesign',
  notifications: 'manageSettings',
  style: 'manageCss',
};

/** The tabs that save through a block itself (POST structure/block/{id}), which the server checks as update where it lies. */
const SAVED_AS_UPDATE: ReadonlySet<SettingsTab> = new Set(['settings', 'visibility', 'design']);

/**
 * The tabs `can` allows on the item; `mayUpdate` false (a block the user may not update, see
 * blockGrants) leaves out the tabs whose save the server would refuse.
 */
export function allowedTabs(can: Can, subject: PermissionSubject, target: PermissionTarget, mayUpdate = true): SettingsTab[] {
  return SETTINGS_TABS.filter((tab) => can(TAB_PERMISSION[tab], subject, target) && (mayUpdate || !SAVED_AS_UPDATE.has(tab)));
}

/**
 * The cog shows with any of managePermissions, manageSettings or manageVisibility on the item
 * (shell spec §6), the last two only when the item's save would pass (`mayUpdate`, as allowedTabs).
 */
export function mayOpenSettings(can: Can, subject: PermissionSubject, target: PermissionTarget, mayUpdate = true): boolean {
  return can('managePermissions', subject, target)
    || (mayUpdate && (['manageSettings', 'manageVisibility'] as const).some((action) => can(action, subject, target)));
}
