// Kysely's view of the tables (camelCase; CamelCasePlugin maps to the snake_case columns).
// JSON columns are written as JSON text (see toJson) and read back parsed.
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type {
  AbuseCategory, AbuseReportData, AbuseReportStatus, AppSettings, AuditEntry, AuditLogType, Block, BlockUsage, Brand, BroadcastList, ChatMessageMeta,
  ChatMessageType, Field, FileData, FileKind, FollowedItemType, LanguageCode, ListPermission, MembershipState, Module, NotificationData, NotificationList,
  NotificationScope, Page, PostMedia, PostMention, PostScope, Profile, ReactionScores, ReportedType, RuleTree,
} from '@tessera/schemas';

type CreatedAt = ColumnType<Date, never, never>;
type UpdatedAt = ColumnType<Date, never, Date>;
type Revision = ColumnType<number, never, number>;
/** A JSON column the database fills with a default when an insert leaves it out. */
type JSONWithDefault<T> = ColumnType<T, string | undefined, string>;

export interface AccountsTable {
  id: Generated<number>;
  /** Stored lower-cased; unique. */
  email: string;
  passwordHash: string;
  isAdmin: boolean;
  isElevated: boolean;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** One signed-in device; the JWT names it in `sid`, so revoking the row ends the session. */
export interface DeviceSessionsTable {
  id: string;
  accountId: number;
  deviceId: string | null;
  createdAt: CreatedAt;
  lastSeenAt: ColumnType<Date, never, Date>;
  revokedAt: ColumnType<Date | null, never, Date>;
  /** Bumped by each refresh; tokens carry the generation they were signed for (auth/tokens.ts). */
  tokenGeneration: ColumnType<number, never, number>;
  /** When the current generation was issued: the previous one works until then plus the grace period. */
  rotatedAt: ColumnType<Date | null, never, Date>;
  /** The lists this session views the site as a member of (admin view-as); null when not viewing as. */
  viewAsListIds: ColumnType<number[] | null, never, string | null>;
}

/** One-time secrets of the sign-in page, stored as SHA-256 digests. */
export interface SignInSecretsTable {
  secretHash: string;
  accountId: number;
  expiresAt: Date;
  usedAt: ColumnType<Date | null, never, Date>;
  createdAt: CreatedAt;
}

/** Failed credential attempts per key (auth/throttle/), in rate-limiter-flexible's table layout. */
export interface CredentialFailuresTable {
  key: string;
  points: number;
  /** ms since the epoch (bigint). */
  expire: string | number | null;
}

export interface ProfilesTable {
  accountId: number;
  data: JSONColumnType<Profile['data']>;
  revision: Revision;
  updatedAt: UpdatedAt;
}

/** Exactly one row (id is always true). `moduleOrder` holds module ids. */
export interface SettingsTable {
  id: ColumnType<boolean, never, never>;
  data: JSONColumnType<AppSettings>;
  revision: Revision;
  updatedAt: UpdatedAt;
}

export interface BrandsTable {
  id: Generated<number>;
  key: string;
  name: string;
  settings: JSONColumnType<Brand['settings']>;
  themeStyles: JSONColumnType<Brand['themeStyles']>;
  isActive: boolean;
  /** Where the brand stands among the brands (site.json's `brands` order); ties by id. */
  position: ColumnType<number, number | undefined, number>;
  revision: Revision;
  updatedAt: UpdatedAt;
}

/** A module's flags, and the translations of its name. */
export type ModuleFlags = Pick<Module, 'isAbstract' | 'hideSubNav' | 'hideFromNav' | 'archived' | 'showTargetValueAsTitle' | 'translations'>;

export interface ModulesTable {
  id: Generated<number>;
  key: string;
  slug: string;
  name: string;
  data: JSONWithDefault<ModuleFlags>;
  childIds: JSONWithDefault<number[]>;
  defaultPageId: number | null;
  revision: Revision;
  updatedAt: UpdatedAt;
}

export type PageData = Pick<Page, 'type' | 'width' | 'isAbstract' | 'hideFromNav' | 'showOnlyThis' | 'visibleToLists' | 'relatedBlocks' | 'translations'>;

export interface PagesTable {
  id: Generated<number>;
  moduleId: number;
  key: string;
  slug: string;
  name: string;
  data: JSONColumnType<PageData>;
  positions: JSONWithDefault<Page['positions']>;
  revision: Revision;
  updatedAt: UpdatedAt;
}

/** `options` are at `optionsVersion` (absent: 1) of the type's options; reads migrate older ones. */
export type BlockData = Pick<Block, 'title' | 'showTitle' | 'options' | 'optionsVersion' | 'children' | 'positions' | 'columns' | 'visibility' | 'fields' | 'translations'>;

export interface BlocksTable {
  id: Generated<number>;
  pageId: number;
  key: string;
  type: string;
  data: JSONColumnType<BlockData>;
  /** Deleted everywhere, waiting out its revert window (block_reverts): no read shows it. */
  wasDeleted: ColumnType<boolean, boolean | undefined, boolean>;
  revision: Revision;
  updatedAt: UpdatedAt;
}

/** A block deleted everywhere, restorable with the token whose SHA-256 digest this row holds until `expiresAt`. */
export interface BlockRevertsTable {
  tokenHash: string;
  pageId: number;
  blockId: number;
  /** The block and the blocks nested in it that went with it (marked wasDeleted). */
  deletedIds: JSONColumnType<number[]>;
  /** Where the block stood, in the order it is put back. */
  usages: JSONColumnType<BlockUsage[]>;
  expiresAt: Date;
  createdAt: CreatedAt;
}

/** A field definition (forms spec §3); `data` is the field, stored without its id. */
export interface FieldsTable {
  id: Generated<number>;
  /** The field's key in site files: unique across the site, kept across export and apply. */
  elementKey: string;
  data: JSONColumnType<Field>;
  revision: Revision;
  updatedAt: UpdatedAt;
}

/** File metadata; the bytes live in the FileStore under `sha256`. */
export interface FilesTable {
  id: Generated<number>;
  sha256: string;
  mime: string;
  size: number;
  name: string;
  isAsset: boolean;
  /** Path inside the site directory for files imported with a site. */
  assetPath: string | null;
  createdAt: CreatedAt;
  /** The uploader; null for files imported with the site (and when the account is gone). */
  accountId: number | null;
  /** What the content is, hence which media URL serves it. */
  kind: ColumnType<FileKind, FileKind | undefined, FileKind>;
  data: ColumnType<FileData, string | undefined, string>;
  downloadCount: ColumnType<number, never, number>;
  /** Pixels, for images. */
  width: number | null;
  height: number | null;
  /** The field and record the file was uploaded for (files/getFileList). */
  fieldId: number | null;
  scope: string | null;
  contextId: string | null;
}

/** The site's own texts; the shell's defaults come from @tessera/schemas/i18n and sit under them. */
export interface TranslationsTable {
  language: string;
  key: string;
  value: string;
}

/** One view a member made (audit/save). */
export interface AuditLogTable {
  id: ColumnType<string, never, never>;
  accountId: number;
  /** moderation: what a moderator did to a reported item, written only by operations/report-abuse (members save views only). */
  logType: AuditLogType | 'moderation';
  subject: JSONColumnType<AuditEntry['subject']>;
  actionTime: Date;
  extra: JSONColumnType<NonNullable<AuditEntry['extra']> | null, string | null, string | null>;
  createdAt: CreatedAt;
}

/** A user list (data spec §3); `key` names it in site files. */
export interface UserListsTable {
  id: Generated<number>;
  key: string;
  label: string;
  type: string;
  dynamic: ColumnType<boolean, boolean | undefined, boolean>;
  system: ColumnType<boolean, boolean | undefined, boolean>;
  /** Null: unlimited. */
  capacity: number | null;
  entityId: number | null;
  connectionId: number | null;
  /** What fills a dynamic or system list (rule-tree.schema.json); null for lists filled by hand. */
  rule: ColumnType<RuleTree | null, string | null | undefined, string | null>;
  isAdmin: ColumnType<boolean, boolean | undefined, boolean>;
  allowPermissions: ColumnType<boolean, boolean | undefined, boolean>;
  /** Permission actions (user-list.schema.json#listPermission) the accepted members hold when allowPermissions is on. */
  permissions: JSONWithDefault<ListPermission[]>;
  revision: Revision;
  updatedAt: UpdatedAt;
}

/** An account's membership of a user list, in one of the membership states. */
export interface ListMembershipsTable {
  id: Generated<number>;
  userListId: number;
  accountId: number;
  state: MembershipState;
  hidden: ColumnType<boolean, boolean | undefined, boolean>;
  revision: Revision;
  updatedAt: UpdatedAt;
}

/** A grant kept on one item (module, page or block) for one holder (account or user list). */
export interface ItemPermissionsTable {
  id: Generated<number>;
  moduleId: number | null;
  pageId: number | null;
  blockId: number | null;
  accountId: number | null;
  userListId: number | null;
  action: string;
  /** Null: the item itself; else the subject of the items inside it the grant reaches. */
  subject: string | null;
}

/** A member's latest view of another member's profile (one row per pair). */
export interface ProfileViewsTable {
  viewerId: number;
  viewedId: number;
  viewedAt: ColumnType<Date, Date | undefined, Date>;
}

/** An application: the way into one user list, with its form's fields (data spec §3). */
export interface ApplicationsTable {
  id: Generated<number>;
  /** Its id in site files: unique, kept across export and apply. */
  key: string;
  label: string;
  userListId: number;
  fieldIds: JSONWithDefault<number[]>;
  revision: Revision;
  updatedAt: UpdatedAt;
}

/** One account's request through an application, in one of the membership states. */
export interface MembershipRequestsTable {
  id: Generated<number>;
  applicationId: number;
  accountId: number;
  state: MembershipState;
  /** The list membership an accepted request holds. */
  membershipId: number | null;
  message: string | null;
  data: JSONWithDefault<Record<string, unknown>>;
  revision: Revision;
  updatedAt: UpdatedAt;
}

/** One change of a request's state: its history (GET membershipRequests/admin/archive/{id}). */
export interface MembershipRequestChangesTable {
  id: Generated<number>;
  requestId: number;
  changedBy: number | null;
  fromState: MembershipState | null;
  toState: MembershipState;
  message: string | null;
  changedAt: ColumnType<Date, never, never>;
}

/** What the member directory searches (migration 0013): kept by the database's own triggers, never written by code. */
export interface ProfileSearchTable {
  accountId: number;
  /** tsvector of the values other members may read. */
  publicDoc: ColumnType<string, never, never>;
  /** The member's profile data keys others may not read. */
  privateKeys: ColumnType<string[], never, never>;
  sortName: ColumnType<string | null, never, never>;
  /** The lists that accepted the member, visibly; and hidden. */
  listIds: ColumnType<number[], never, never>;
  hiddenListIds: ColumnType<number[], never, never>;
}

/** One notification of one member (migration 0018); written only by operations/notifications/notify.ts. */
export interface NotificationsTable {
  id: Generated<number>;
  accountId: number;
  list: NotificationList;
  type: string;
  typeId: number;
  targetId: number | null;
  message: string | null;
  data: JSONWithDefault<NotificationData>;
  seen: ColumnType<boolean, boolean | undefined, boolean>;
  read: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: CreatedAt;
}

/** A member's choice for one event; absent, the event's defaults apply. `active`: by e-mail. */
export interface NotificationPreferencesTable {
  accountId: number;
  scope: NotificationScope;
  eventName: string;
  active: boolean;
  inAppActive: boolean;
  updatedAt: UpdatedAt;
}

/** Something a member follows; a muted one creates no notification. */
export interface FollowedItemsTable {
  accountId: number;
  itemType: FollowedItemType;
  itemId: number;
  muted: ColumnType<boolean, boolean | undefined, boolean>;
  followedAt: CreatedAt;
}

/** An admin's message to lists, as the notification history shows it. */
export interface BroadcastsTable {
  id: Generated<number>;
  sentBy: number | null;
  /** The lists sent to, with their labels of then. */
  lists: JSONColumnType<BroadcastList[]>;
  message: string;
  recipientCount: number;
  sentAt: CreatedAt;
}

/** A private conversation between two accounts (first < second). */
export interface ChatsTable {
  id: Generated<number>;
  firstAccountId: number;
  secondAccountId: number;
  startedBy: number;
  latestMessageId: number | null;
  createdAt: CreatedAt;
}

/** One message of a conversation; `html` is sanitised member HTML. */
export interface ChatMessagesTable {
  id: Generated<number>;
  chatId: number;
  fromAccountId: number;
  type: ChatMessageType;
  html: string;
  meta: JSONWithDefault<ChatMessageMeta>;
  connectionId: number | null;
  sentAt: ColumnType<Date, Date | undefined, Date>;
}

/** A member's side of a conversation: their unread count. */
export interface ChatMembersTable {
  chatId: number;
  accountId: number;
  unread: ColumnType<number, number | undefined, number>;
  readAt: Date | null;
}

/** `blockerId` blocks `blockedId`: no messages either way. */
export interface MemberBlocksTable {
  blockerId: number;
  blockedId: number;
  createdAt: CreatedAt;
}

/** A post or comment in a block (migration 0020); written only by operations/posts. */
export interface CommunicationsTable {
  id: Generated<number>;
  blockId: number;
  parentId: number | null;
  rootId: number | null;
  scope: PostScope;
  fromAccountId: number;
  title: string | null;
  html: string;
  mentions: JSONWithDefault<PostMention[]>;
  media: JSONWithDefault<PostMedia[]>;
  score: ColumnType<number, never, number>;
  reactionScores: ColumnType<ReactionScores, never, string>;
  replyCount: ColumnType<number, never, number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
  editedAt: Date | null;
  deletedAt: Date | null;
  deletedBy: number | null;
  deleteReason: string | null;
}

/** One member's report of a post or comment (migration 0021). */
export interface AbuseReportsTable {
  id: Generated<number>;
  reporterAccountId: number;
  communicationId: number;
  reportedType: ReportedType;
  category: AbuseCategory;
  data: JSONWithDefault<AbuseReportData>;
  status: ColumnType<AbuseReportStatus, AbuseReportStatus | undefined, AbuseReportStatus>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** How many live posts a block holds (kept by operations/posts with each post written, removed or restored). */
export interface CommunicationBlocksTable {
  blockId: number;
  postCount: ColumnType<number, number | undefined, number>;
}

/** One member's reaction to a post or comment. */
export interface CommunicationReactionsTable {
  communicationId: number;
  accountId: number;
  reactionId: string;
  createdAt: CreatedAt;
}

/** The e-mail queue (migration 0019, mail/queue/): one row per message. */
export interface MailJobsTable {
  id: Generated<string>;
  /** Queue order (bigint, read as text). */
  seq: ColumnType<string, never, never>;
  accountId: number;
  language: LanguageCode;
  subject: string;
  text: string;
  html: string;
  actionLabel: string | null;
  actionPath: string | null;
  eventName: string | null;
  scope: string | null;
  targetId: string | null;
  state: ColumnType<MailJobState, MailJobState | undefined, MailJobState>;
  attempts: ColumnType<number, never, number>;
  runAt: ColumnType<Date, Date | undefined, Date>;
  lockedBy: ColumnType<string | null, never, string | null>;
  lockedUntil: ColumnType<Date | null, never, Date | null>;
  lastError: ColumnType<string | null, never, string | null>;
  createdAt: CreatedAt;
  sentAt: ColumnType<Date | null, never, Date>;
}

/** pending: to send (now or at run_at); sent; failed: given up after the last attempt. */
export type MailJobState = 'pending' | 'sent' | 'failed';

export interface Database {
  accounts: AccountsTable;
  deviceSessions: DeviceSessionsTable;
  signInSecrets: SignInSecretsTable;
  credentialFailures: CredentialFailuresTable;
  profiles: ProfilesTable;
  settings: SettingsTable;
  brands: BrandsTable;
  modules: ModulesTable;
  pages: PagesTable;
  blocks: BlocksTable;
  blockReverts: BlockRevertsTable;
  fields: FieldsTable;
  files: FilesTable;
  translations: TranslationsTable;
  auditLog: AuditLogTable;
  userLists: UserListsTable;
  listMemberships: ListMembershipsTable;
  itemPermissions: ItemPermissionsTable;
  profileViews: ProfileViewsTable;
  applications: ApplicationsTable;
  membershipRequests: MembershipRequestsTable;
  membershipRequestChanges: MembershipRequestChangesTable;
  profileSearch: ProfileSearchTable;
  notifications: NotificationsTable;
  notificationPreferences: NotificationPreferencesTable;
  followedItems: FollowedItemsTable;
  broadcasts: BroadcastsTable;
  chats: ChatsTable;
  chatMessages: ChatMessagesTable;
  chatMembers: ChatMembersTable;
  memberBlocks: MemberBlocksTable;
  communications: CommunicationsTable;
  communicationReactions: CommunicationReactionsTable;
  abuseReports: AbuseReportsTable;
  communicationBlocks: CommunicationBlocksTable;
  mailJobs: MailJobsTable;
}
