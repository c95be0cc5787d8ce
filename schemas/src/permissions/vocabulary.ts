// The actions and subjects permissions speak of (shell spec §6, forms spec §6). Grants arrive as
// data (JSON), so `can` accepts any string; these unions let code that checks name them safely.

/** Actions of the spec; `manage` stands for every action. */
export type PermissionAction =
  | 'manage'
  | 'create' | 'read' | 'update' | 'delete'
  | 'move' | 'addModules' | 'addChildren' | 'moveChildren'
  | 'manageEditMode' | 'manageTextEdit' | 'manageSettings' | 'manageVisibility' | 'managePermissions'
  | 'manageDesign' | 'manageCss' | 'allowViewAs' | 'showAdminNotifications' | 'viewDashboardPage'
  | 'createEntities' | 'updateEntities' | 'accessUserData' | 'accessUsersLists' | 'broadcast'
  // In post blocks (schemas/src/posts): writing posts, replying, reacting, removing others' posts.
  | 'createComments' | 'replyToComments' | 'react' | 'moderateComments';

/**
 * Subjects of the spec. Dotted subjects form a tree: a grant on `items` covers `items.pages`,
 * and one on `items.blocks` covers `items.blocks.heading`. `all` stands for every subject.
 */
export type PermissionSubject =
  | 'all'
  | 'items' | 'items.modules' | 'items.pages' | 'items.blocks' | `items.blocks.${string}`
  | 'items.entities' | 'items.applications' | 'items.entityDefinitions' | 'items.dataMappings' | 'items.templates'
  | 'abuseReports' | 'files' | 'notifications' | 'profiles' | 'searchManagement' | 'settings' | 'tools'
  | 'userLists' | 'insights' | 'connections' | 'adminDashboard'
  | 'auditLog' | 'sessions' | 'site';

/** The administration actions of the spec: the ones `visiblePermissions` names for showing controls. */
export const ADMINISTRATION_ACTIONS: ReadonlySet<string> = new Set<PermissionAction>([
  'manage', 'managePermissions', 'allowViewAs', 'manageEditMode', 'manageTextEdit', 'showAdminNotifications',
  'viewDashboardPage', 'manageSettings', 'manageVisibility', 'manageDesign', 'manageCss',
]);
