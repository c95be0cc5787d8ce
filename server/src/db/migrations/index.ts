// Every migration, in order. A static list rather than a folder scan, so bundling and tsx agree.
import type { Migration, MigrationProvider } from 'kysely';
import * as accounts from './0001-accounts.ts';
import * as site from './0002-site.ts';
import * as auditLog from './0003-audit-log.ts';
import * as userLists from './0004-user-lists.ts';
import * as credentialHardening from './0005-credential-hardening.ts';
import * as itemPermissions from './0006-item-permissions.ts';
import * as blockEditing from './0007-block-editing.ts';
import * as siteSyncKeys from './0008-site-sync-keys.ts';
import * as uploads from './0010-uploads.ts';
import * as profileViews from './0011-profile-views.ts';
import * as listAdminAndRules from './0012-list-admin-and-rules.ts';
import * as profileSearch from './0013-profile-search.ts';
import * as applications from './0014-applications.ts';
import * as viewAs from './0015-view-as.ts';
import * as applicationKeys from './0016-application-keys.ts';
import * as chat from './0017-chat.ts';
import * as notifications from './0018-notifications.ts';
import * as mailQueue from './0019-mail-queue.ts';
import * as posts from './0020-posts.ts';
import * as abuseReports from './0021-abuse-reports.ts';
import * as unreadNotificationTargets from './0022-unread-notification-targets.ts';

const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-site': site,
  '0003-audit-log': auditLog,
  '0004-user-lists': userLists,
  '0005-credential-hardening': credentialHardening,
  '0006-item-permissions': itemPermissions,
  '0007-block-editing': blockEditing,
  '0008-site-sync-keys': siteSyncKeys,
  // 0009 is taken by another branch.
  '0010-uploads': uploads,
  '0011-profile-views': profileViews,
  '0012-list-admin-and-rules': listAdminAndRules,
  '0013-profile-search': profileSearch,
  '0014-applications': applications,
  '0015-view-as': viewAs,
  '0016-application-keys': applicationKeys,
  '0017-chat': chat,
  '0018-notifications': notifications,
  '0019-mail-queue': mailQueue,
  '0020-posts': posts,
  '0021-abuse-reports': abuseReports,
  '0022-unread-notification-targets': unreadNotificationTargets,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
