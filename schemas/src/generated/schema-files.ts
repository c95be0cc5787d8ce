/* eslint-disable */
/**
 * GENERATED FILE: do not edit. Run `npm run gen` after changing a schema in schemas/schemas/ or
 * the contract's events (schemas/src/contract/events.ts).
 */
import apiAdminSchema from '../../schemas/api/admin.schema.json' with { type: 'json' };
import apiApplicationsSchema from '../../schemas/api/applications.schema.json' with { type: 'json' };
import apiAuditSchema from '../../schemas/api/audit.schema.json' with { type: 'json' };
import apiAuthSchema from '../../schemas/api/auth.schema.json' with { type: 'json' };
import apiBrandsSchema from '../../schemas/api/brands.schema.json' with { type: 'json' };
import apiChatSchema from '../../schemas/api/chat.schema.json' with { type: 'json' };
import apiCommonSchema from '../../schemas/api/common.schema.json' with { type: 'json' };
import apiEventsSchema from '../../schemas/api/events.schema.json' with { type: 'json' };
import apiExternalSchema from '../../schemas/api/external.schema.json' with { type: 'json' };
import apiFilesSchema from '../../schemas/api/files.schema.json' with { type: 'json' };
import apiI18nSchema from '../../schemas/api/i18n.schema.json' with { type: 'json' };
import apiInitSchema from '../../schemas/api/init.schema.json' with { type: 'json' };
import apiNotificationsSchema from '../../schemas/api/notifications.schema.json' with { type: 'json' };
import apiPostsSchema from '../../schemas/api/posts.schema.json' with { type: 'json' };
import apiProfileDirectorySchema from '../../schemas/api/profile-directory.schema.json' with { type: 'json' };
import apiProfileSearchSchema from '../../schemas/api/profile-search.schema.json' with { type: 'json' };
import apiProfileSchema from '../../schemas/api/profile.schema.json' with { type: 'json' };
import apiReportAbuseSchema from '../../schemas/api/report-abuse.schema.json' with { type: 'json' };
import apiSettingsSchema from '../../schemas/api/settings.schema.json' with { type: 'json' };
import apiSiteSyncSchema from '../../schemas/api/site-sync.schema.json' with { type: 'json' };
import apiSlugsSchema from '../../schemas/api/slugs.schema.json' with { type: 'json' };
import apiStructureBlocksSchema from '../../schemas/api/structure-blocks.schema.json' with { type: 'json' };
import apiStructureFieldsSchema from '../../schemas/api/structure-fields.schema.json' with { type: 'json' };
import apiStructureModulesSchema from '../../schemas/api/structure-modules.schema.json' with { type: 'json' };
import apiStructurePagesSchema from '../../schemas/api/structure-pages.schema.json' with { type: 'json' };
import apiStructurePermissionsSchema from '../../schemas/api/structure-permissions.schema.json' with { type: 'json' };
import apiStructureSchema from '../../schemas/api/structure.schema.json' with { type: 'json' };
import apiTemplatesSchema from '../../schemas/api/templates.schema.json' with { type: 'json' };
import apiUserListSearchSchema from '../../schemas/api/user-list-search.schema.json' with { type: 'json' };
import apiUserListsSchema from '../../schemas/api/user-lists.schema.json' with { type: 'json' };
import apiUserSchema from '../../schemas/api/user.schema.json' with { type: 'json' };
import applicationSchema from '../../schemas/application.schema.json' with { type: 'json' };
import blockSchema from '../../schemas/block.schema.json' with { type: 'json' };
import brandFileSchema from '../../schemas/brand-file.schema.json' with { type: 'json' };
import brandSchema from '../../schemas/brand.schema.json' with { type: 'json' };
import dataSchemaSchema from '../../schemas/data-schema.schema.json' with { type: 'json' };
import fieldSchema from '../../schemas/field.schema.json' with { type: 'json' };
import moduleFileSchema from '../../schemas/module-file.schema.json' with { type: 'json' };
import moduleSchema from '../../schemas/module.schema.json' with { type: 'json' };
import pageFileSchema from '../../schemas/page-file.schema.json' with { type: 'json' };
import pageSchema from '../../schemas/page.schema.json' with { type: 'json' };
import ruleTreeSchema from '../../schemas/rule-tree.schema.json' with { type: 'json' };
import settingsSchema from '../../schemas/settings.schema.json' with { type: 'json' };
import siteFileSchema from '../../schemas/site-file.schema.json' with { type: 'json' };
import siteTranslationsFileSchema from '../../schemas/site-translations-file.schema.json' with { type: 'json' };
import translationsFileSchema from '../../schemas/translations-file.schema.json' with { type: 'json' };
import userListSchema from '../../schemas/user-list.schema.json' with { type: 'json' };

/** A schema file's path under schemas/schemas/ without `.schema.json`: 'page', 'api/auth'. */
export type SchemaFileName =
  | 'api/admin'
  | 'api/applications'
  | 'api/audit'
  | 'api/auth'
  | 'api/brands'
  | 'api/chat'
  | 'api/common'
  | 'api/events'
  | 'api/external'
  | 'api/files'
  | 'api/i18n'
  | 'api/init'
  | 'api/notifications'
  | 'api/posts'
  | 'api/profile-directory'
  | 'api/profile-search'
  | 'api/profile'
  | 'api/report-abuse'
  | 'api/settings'
  | 'api/site-sync'
  | 'api/slugs'
  | 'api/structure-blocks'
  | 'api/structure-fields'
  | 'api/structure-modules'
  | 'api/structure-pages'
  | 'api/structure-permissions'
  | 'api/structure'
  | 'api/templates'
  | 'api/user-list-search'
  | 'api/user-lists'
  | 'api/user'
  | 'application'
  | 'block'
  | 'brand-file'
  | 'brand'
  | 'data-schema'
  | 'field'
  | 'module-file'
  | 'module'
  | 'page-file'
  | 'page'
  | 'rule-tree'
  | 'settings'
  | 'site-file'
  | 'site-translations-file'
  | 'translations-file'
  | 'user-list';

/** Every schema file of the model, by name; each `$id` is SCHEMA_ID_BASE + its path. */
export const schemaFiles: Readonly<Record<SchemaFileName, { $id: string } & Record<string, unknown>>> = {
  'api/admin': apiAdminSchema,
  'api/applications': apiApplicationsSchema,
  'api/audit': apiAuditSchema,
  'api/auth': apiAuthSchema,
  'api/brands': apiBrandsSchema,
  'api/chat': apiChatSchema,
  'api/common': apiCommonSchema,
  'api/events': apiEventsSchema,
  'api/external': apiExternalSchema,
  'api/files': apiFilesSchema,
  'api/i18n': apiI18nSchema,
  'api/init': apiInitSchema,
  'api/notifications': apiNotificationsSchema,
  'api/posts': apiPostsSchema,
  'api/profile-directory': apiProfileDirectorySchema,
  'api/profile-search': apiProfileSearchSchema,
  'api/profile': apiProfileSchema,
  'api/report-abuse': apiReportAbuseSchema,
  'api/settings': apiSettingsSchema,
  'api/site-sync': apiSiteSyncSchema,
  'api/slugs': apiSlugsSchema,
  'api/structure-blocks': apiStructureBlocksSchema,
  'api/structure-fields': apiStructureFieldsSchema,
  'api/structure-modules': apiStructureModulesSchema,
  'api/structure-pages': apiStructurePagesSchema,
  'api/structure-permissions': apiStructurePermissionsSchema,
  'api/structure': apiStructureSchema,
  'api/templates': apiTemplatesSchema,
  'api/user-list-search': apiUserListSearchSchema,
  'api/user-lists': apiUserListsSchema,
  'api/user': apiUserSchema,
  'application': applicationSchema,
  'block': blockSchema,
  'brand-file': brandFileSchema,
  'brand': brandSchema,
  'data-schema': dataSchemaSchema,
  'field': fieldSchema,
  'module-file': moduleFileSchema,
  'module': moduleSchema,
  'page-file': pageFileSchema,
  'page': pageSchema,
  'rule-tree': ruleTreeSchema,
  'settings': settingsSchema,
  'site-file': siteFileSchema,
  'site-translations-file': siteTranslationsFileSchema,
  'translations-file': translationsFileSchema,
  'user-list': userListSchema,
};
