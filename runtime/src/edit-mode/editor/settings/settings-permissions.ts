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

/** The tabs `can` allows on the item. */
export function allowedTabs(can: Can, subject: PermissionSubject, target: PermissionTarget): SettingsTab[] {
  return SETTINGS_TABS.filter((tab) => can(TAB_PERMISSION[tab], subject, target));
}

/** The cog shows with any of managePermissions, manageSettings or manageVisibility on the item (shell spec §6). */
export function mayOpenSettings(can: Can, subject: PermissionSubject, target: PermissionTarget): boolean {
  return (['managePermissions', 'manageSettings', 'manageVisibility'] as const).some((action) => can(action, subject, target));
}
