// @tessera/schemas: the model's types, its validator and the pure functions over it.
// Browser-safe: nothing here touches Node built-ins (see ./site-files for the Node-only entry).
export type * from './generated/model.ts';
export { createModelAjv, modelAjv, validatorFor, describeErrors, type ModelAjvOptions, type SchemaProblem } from './ajv.ts';
export { allSchemas, schemaRef, SCHEMA_ID_BASE, type SchemaFileName } from './all-schemas.ts';
// The contract's types (values: @tessera/schemas/contract, which the browser never imports).
export type {
  ApiRoutes, ApiRouteKey, ApiGetKey, RouteTypes, ServerToClientEvents, ClientToServerEvents, ServerEventName, ClientEventName,
  ServerEventPayload, ClientEventPayload, ClientEventAck, EventAudience,
} from './contract/types.ts';
export { SLUG_SCHEMA, SLUG_PATTERN, SLUG_MAX_LENGTH, isSlug } from './slugs/slug-rule.ts';
export { NOT_FOUND_SLUG, APP_ROUTE_SEGMENTS, RESERVED_MODULE_SLUGS, RESERVED_PAGE_SLUGS, isValidModuleSlug, isValidPageSlug } from './slugs/reserved.ts';
export { evaluateRuleTree } from './visibility/evaluate-rule-tree.ts';
export { reduceRuleTree, type DecideRule } from './visibility/reduce-rule-tree.ts';
export { partiallyEvaluateRuleTree, visibilityForViewer, decidedByViewer, type ViewerRuleContext } from './visibility/partial-evaluation.ts';
export { isBlockVisible } from './visibility/block-visibility.ts';
export { mayViewPage, pagesHiddenFrom, structureWithout, structureForViewer, type PageViewer } from './visibility/page-visibility.ts';
export type { RuleContext, VisibilityContext } from './visibility/rule-context.ts';
export { navPages, type NavPagesOptions } from './navigation/nav-pages.ts';
export { navModules, type NavModulesOptions } from './navigation/nav-modules.ts';
export { defaultModule, defaultPageOf, landingPage } from './navigation/landing-page.ts';
export { BASE_PATHS } from './navigation/base-paths.ts';
export { avatarInitials, avatarColourClass, type AvatarName } from './people/avatar.ts';
export { publicName } from './people/public-name.ts';
export { personView, type PersonData, type PersonView } from './people/person.ts';
export { ONLINE_WINDOW_MS, isOnline } from './people/presence.ts';
export { validateColumnLayout, MAX_COLUMNS, GRID_UNITS, type ColumnLayoutProblem } from './layout/column-layout.ts';
export { LANGUAGE_CODES, isLanguageCode } from './languages/language-codes.ts';
export { htmlLang } from './languages/html-lang.ts';
export { TEXT_SETS } from './languages/text-sets.ts';
export { publishedLanguages, activeLanguage, type LanguageSettings } from './languages/published-languages.ts';
export { languageProblems, type LanguageProblem } from './languages/language-rules.ts';
export { localiseTexts, type ReplyLanguages, type TranslatableElement, type Localised } from './localisation/localise-texts.ts';
export {
  localiseModule, localisePageSummary, localiseStructure, localiseBlock, localisePage, type TranslatableOptionsOf,
} from './localisation/localise-structure.ts';
export { localiseSettings, FOOTER_LINK_NAMES } from './localisation/localise-settings.ts';
export { textLang } from './localisation/text-lang.ts';
export { parseTemplate, placeholderValue, fillTemplate, fillTextTemplate, escapeHtml, type TemplatePart } from './templates/placeholders.ts';
export {
  can, grantAllows, subjectCovers, matchConditions, grantsOf, permissionSetOf, ADMINISTRATION_ACTIONS,
  blockTarget, itemGrant, ITEM_SUBJECTS, moduleTarget, pageTarget, blockPlace, blockSubject, holdersOf, spotPlace, listGrants, heldGrants, holdsGrant,
  type ListAdminFlags, type BlockAction, type BlockHolding, type BlockLayout, type PermissionHolder, type PermissionTarget, type Conditions, type GrantedAccount, type PermissionAction, type PermissionSubject,
} from './permissions/index.ts';
export type { BlockCatalogue, BlockProblem, CheckedBlock } from './blocks/block-catalogue.ts';
export * from './forms/index.ts';
export { MAX_IMAGE_BYTES, MAX_DOCUMENT_BYTES, THUMBNAIL_WIDTHS, DEFAULT_THUMBNAIL_WIDTH, megabytes, thumbnailWidthFor } from './files/file-limits.ts';
export { mediaUrl, type MediaUrlOptions } from './files/media-url.ts';
export {
  MEMBERSHIP_STATES, MEMBERSHIP_TRANSITIONS, NO_REQUEST, mayTransition, nextStates, holdsMembership,
  type MembershipTransition, type TransitionActor, type RequestStateOrNone,
} from './applications/membership-transitions.ts';
export {
  NOTIFICATION_TYPES, NOTIFICATION_TYPE_NAMES, NOTIFICATION_SOURCE_KINDS, knownNotificationType, listOf, scopeOfList, membershipNotificationType,
  notificationTextKey, notificationNameKey, type NotificationTypeDefinition,
} from './notifications/notification-types.ts';
export { unseenBadge } from './notifications/unseen-badge.ts';
export * from './posts/index.ts';
export { MEMBER_HTML_POLICY, isAllowedHref, memberHtmlText, type HtmlPolicy } from './html/member-html-policy.ts';
export { mayStartChat, type ChatStart } from './chat/may-start-chat.ts';
