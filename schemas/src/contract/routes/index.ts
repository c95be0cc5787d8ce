// Every API area's routes, one line per area (mirroring server/src/routes/<area>/).
export { adminRoutes } from './admin.ts';
export { auditRoutes } from './audit.ts';
export { authRoutes } from './auth.ts';
export { brandRoutes } from './brands.ts';
export { fileRoutes } from './files.ts';
export { healthRoutes } from './health.ts';
export { i18nRoutes } from './i18n.ts';
export { imageRoutes } from './images.ts';
export { initRoutes } from './init.ts';
export { profileRoutes } from './profile.ts';
export { settingsRoutes } from './settings.ts';
export { signInRoutes } from './signin.ts';
export { structureRoutes } from './structure.ts';
export { structureModuleRoutes } from './structure-modules.ts';
export { structurePageRoutes } from './structure-pages.ts';
export { structurePermissionRoutes } from './structure-permissions.ts';
export { userRoutes } from './user.ts';
