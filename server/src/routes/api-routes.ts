// Every API area's route implementations, one line per area (server/src/routes/<area>/), for the
// contract's routes under /api/v1. The sign-in page (signin/) is served at the site's root.
import type { ImplementedRoute } from '../http/serve-routes.ts';
import type { ServerContext } from '../server-context.ts';
import { adminHandlers } from './admin/admin.routes.ts';
import { applicationHandlers } from './applications/applications.routes.ts';
import { auditHandlers } from './audit/audit.routes.ts';
import { authHandlers } from './auth/auth.routes.ts';
import { brandHandlers } from './brands/brands.routes.ts';
import { chatHandlers } from './chat/chat.routes.ts';
import { externalHandlers } from './external/external.routes.ts';
import { fileHandlers } from './files/files.routes.ts';
import { healthHandlers } from './health/health.routes.ts';
import { i18nHandlers } from './i18n/i18n.routes.ts';
import { imageHandlers } from './images/images.routes.ts';
import { initHandlers } from './init/init.routes.ts';
import { notificationHandlers } from './notifications/notifications.routes.ts';
import { postHandlers } from './posts/posts.routes.ts';
import { reportAbuseHandlers } from './report-abuse/report-abuse.routes.ts';
import { profileHandlers } from './profile/profile.routes.ts';
import { profileDirectoryHandlers } from './profile-directory/profile-directory.routes.ts';
import { profileSearchHandlers } from './profile-search/profile-search.routes.ts';
import { settingsHandlers } from './settings/settings.routes.ts';
import { siteSyncHandlers } from './site-sync/site-sync.routes.ts';
import { slugHandlers } from './slugs/slugs.routes.ts';
import { structureModuleHandlers } from './structure/structure-modules.routes.ts';
import { structurePageHandlers } from './structure/structure-pages.routes.ts';
import { structurePermissionHandlers } from './structure/structure-permissions.routes.ts';
import { structureHandlers } from './structure/structure.routes.ts';
import { structureBlockHandlers } from './structure-blocks/structure-blocks.routes.ts';
import { structureFieldHandlers } from './structure-fields/structure-fields.routes.ts';
import { templateHandlers } from './templates/templates.routes.ts';
import { userHandlers } from './user/user.routes.ts';
import { userListSearchHandlers } from './user-list-search/user-list-search.routes.ts';
import { userListHandlers } from './user-lists/user-lists.routes.ts';

/** The implemented API routes, public and signed-in alike (registerApi puts each in its scope). */
export const apiRoutes = (ctx: ServerContext): ImplementedRoute[] => [
  ...adminHandlers(ctx),
  ...applicationHandlers(ctx),
  ...auditHandlers(ctx),
  ...authHandlers(ctx),
  ...brandHandlers(ctx),
  ...chatHandlers(ctx),
  ...externalHandlers(ctx),
  ...fileHandlers(ctx),
  ...healthHandlers(),
  ...i18nHandlers(ctx),
  ...imageHandlers(ctx),
  ...initHandlers(ctx),
  ...notificationHandlers(ctx),
  ...postHandlers(ctx),
  ...reportAbuseHandlers(ctx),
  ...profileHandlers(ctx),
  ...profileDirectoryHandlers(ctx),
  ...profileSearchHandlers(ctx),
  ...settingsHandlers(ctx),
  ...siteSyncHandlers(ctx),
  ...slugHandlers(ctx),
  ...structureHandlers(ctx),
  ...structureModuleHandlers(ctx),
  ...structurePageHandlers(ctx),
  ...structurePermissionHandlers(ctx),
  ...structureBlockHandlers(ctx),
  ...structureFieldHandlers(ctx),
  ...templateHandlers(),
  ...userHandlers(ctx),
  ...userListSearchHandlers(ctx),
  ...userListHandlers(ctx),
];
