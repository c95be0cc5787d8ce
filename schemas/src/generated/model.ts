/* eslint-disable */
/**
 * GENERATED FILE: do not edit. Run `npm run gen` after changing a schema in schemas/schemas/ or
 * the contract's events (schemas/src/contract/events.ts).
 */

export type MembershipState = "accepted" | "applied" | "banned" | "completed" | "rejected" | "returned" | "withdrawn";
/**
 * The list's key, as site files and the apply block name it.
 */
export type ElementKey = string;
/**
 * The state the caller saw: 409 when the request has moved on since.
 */
export type MembershipState1 = "accepted" | "applied" | "banned" | "completed" | "rejected" | "returned" | "withdrawn";
export type AuditLogType = "pageView" | "profileView" | "entityPageView" | "entityView";
/**
 * Views to record for the signed-in account; all are stored or, when one is invalid, none.
 *
 * @maxItems 100
 */
export type AuditSaveBody = AuditEntry[];
/**
 * What kind of message: text written by a member (the only kind so far).
 */
export type ChatMessageType = "text";
export type LanguageCode = "en" | "fr" | "cy" | "ee" | "ms" | "de" | "zh" | "es" | "ja";
export type ThemeMode = "light" | "dark" | "auto";
/**
 * What a file is, by its content (never its name): which media URL serves it.
 */
export type FileKind = "image" | "document" | "audio" | "video";
/**
 * Stable, human-readable key, unique within the element's parent; kept across export and import.
 */
export type ElementKey1 = string;
/**
 * A page record's slug: a slug other than a reserved one.
 */
export type PageSlug = Slug;
/**
 * URL segment: lower-case letters, digits and dashes. 404 is reserved.
 */
export type Slug = string;
export type PageType = "profile" | "entity" | "other";
export type PageWidth = "fixed" | "fluid";
/**
 * Ids of the user lists whose accepted members may view the page; absent or empty: everyone signed in. Those who may change or edit the page see it whatever their lists. The server leaves the page out of the structure for everyone else and answers as for a missing page.
 *
 * @maxItems 100
 */
export type VisibleToLists = number[];
/**
 * Ids of the blocks in a column, or of a block's stacked children, in order: at most 200, as many as a page column takes in one insert (POST structure/page/{id}/addChildren). The spec sets no limit.
 *
 * @maxItems 200
 */
export type BlockIds = number[];
/**
 * Widths of the columns on a 12-unit grid; at most 12 columns, summing to 12. Those two rules are checked with the spec's own messages ('Too many columns', 'All cols widths combined should equal 12') after the schema; the schema's bound of 48 only limits what a request may carry.
 *
 * @maxItems 48
 */
export type ColumnWidths = number[];
export type RuleKind =
  | "profileField"
  | "profileList"
  | "profileEntityPowerUp"
  | "userField"
  | "userList"
  | "userEntityPowerUp"
  | "entityField"
  | "emailBuilderField"
  | "knownValueField"
  | "formField";
/**
 * How a rule compares the value it reads with `value`. `inState` is the 'is in state of tag' rule of list kinds.
 */
export type RuleOperator =
  | "equals"
  | "notEquals"
  | "contains"
  | "notContains"
  | "isEmpty"
  | "isNotEmpty"
  | "greaterThan"
  | "lessThan"
  | "inState";
/**
 * Ids of the fields (structure/field) the block shows, in order: at most 200 (the spec sets no limit).
 *
 * @maxItems 200
 */
export type FieldIds = number[];
/**
 * A module record's slug: a slug other than a reserved one.
 */
export type ModuleSlug = Slug;
/**
 * The kinds of structure item grants are kept on.
 */
export type ItemKind = "module" | "page" | "block";
/**
 * The lists notifications are kept in (data spec §3): each has its own header dropdown and unseen count.
 */
export type NotificationList = "chat" | "system" | "admin";
/**
 * The notification types of forms spec §9 (schemas/src/notifications/notification-types.ts maps each to its list, typeId, defaults, link and texts).
 */
export type NotificationType =
  | "entityCreated"
  | "entityUpdated"
  | "entityDeleted"
  | "newMessage"
  | "newConnectionRequest"
  | "connectionRequestAccepted"
  | "connectionRequestRejected"
  | "connectionRequestCompleted"
  | "connectionRequestArranged"
  | "acceptedOnMembership"
  | "rejectedOnMembership"
  | "appliedOnMembership"
  | "returnedOnMembership"
  | "completedOnMembership"
  | "bannedOnMembership"
  | "withdrawnOnMembership"
  | "newCommentReply"
  | "broadcastNotificationToList"
  | "mention"
  | "newDiscussion"
  | "newUserCreatedEntity"
  | "newApplication"
  | "abuseReported"
  | "newReaction"
  | "postRemoved"
  | "moderatorComment";
/**
 * Whose preferences: a member's own (user), or those of an admin about the site (admin).
 */
export type NotificationScope = "user" | "admin";
/**
 * What kind of item a member follows: a list, a block members post in (they posted there) or a post (they wrote it or answered it).
 */
export type FollowedItemType = "userList" | "block" | "post";
/**
 * Post targets (data spec §3): a post stands on its own in the block; a comment answers a post or another comment.
 */
export type PostScope = "post" | "comment";
/**
 * What a media item of a user post is (forms spec §9, post media types).
 */
export type PostMediaType = "image" | "audio" | "video" | "document" | "link";
/**
 * Where a media item comes from (forms spec §9): a file uploaded here (local), or a link to one of the services.
 */
export type PostMediaSource = "local" | "youtube" | "googleDrive" | "oneDrive" | "vimeo";
/**
 * newest first (posts' default), oldest first (replies' default), or highest score first.
 */
export type CommunicationOrder = "newest" | "oldest" | "score";
/**
 * One filter of the directory (forms spec, search filter types), or an and/or group of filters. Groups nest at most four deep.
 */
export type DirectoryFilter = DirectoryFilterGroup | DirectoryFilterLeaf;
/**
 * One filter of the spec's types.
 */
export type DirectoryFilterLeaf =
  | DirectoryBoolFilter
  | DirectoryUserListFilter
  | DirectoryDefinitionIdFilter
  | DirectoryHasFilter
  | DirectoryEntityMembershipFilter;
/**
 * @minItems 1
 * @maxItems 50
 */
export type Ids = [number, ...number[]];
/**
 * One field's value: a text (at most 2,000 characters), a number, yes/no, nothing, a list of at most 50 entries (choices of at most 100 characters, or repeater rows of at most 10 values) or an object of at most 30 values (a group). Values inside rows and groups are bounded by the body limit and checked against their fields.
 */
export type ProfileFormValue =
  | string
  | number
  | boolean
  | null
  | (
      | string
      | number
      | boolean
      | null
      | {
          [k: string]: unknown | undefined;
        }
    )[]
  | {
      [k: string]: unknown | undefined;
    };
/**
 * A kind of favourite: 'profiles' for members, or another kind of item by name.
 */
export type FavouriteType = string;
/**
 * The actions a member's own history keeps: viewedProfile, the profiles they viewed last.
 */
export type ProfileActionName = "viewedProfile";
/**
 * Why a member reports an item (decision 0049).
 */
export type AbuseCategory = "spam" | "harassment" | "hate" | "misinformation" | "other";
/**
 * Where a report stands: new reports are open (decision 0049).
 */
export type AbuseReportStatus = "open" | "inReview" | "resolved" | "dismissed";
/**
 * What is reported: a post or a comment (the post targets of data spec §3).
 */
export type ReportedType = "post" | "comment";
export type ModerationAction = "deleted" | "enabled" | "commented" | "status";
/**
 * What has slugs: modules (unique on the site) and pages (unique within their module, the contextId).
 */
export type SlugSource = "module" | "page";
export type BlockParentType = "page" | "block";
/**
 * A form field bound to a data schema. A field needs an id, key or name.
 */
export type Field = {} & {
  id?: number;
  key?: string;
  name?: string;
  type: FieldType;
  schema?: DataSchema;
  validation?: Validation;
  options?: Options;
  tags?: Tags;
  /**
   * Ids of the fields a group or repeater holds: at most 200, as many as a block shows (block.schema.json fieldIds).
   *
   * @maxItems 200
   */
  childIds?: number[];
  defaultOption?: unknown;
  default?: unknown;
  value?: unknown;
  infoTooltip?: string;
  /**
   * The text of the info popup behind the field's question icon (HTML, sanitised when shown).
   */
  infoPopup?: string;
  alwaysDisplay?: boolean;
  disabled?: boolean;
  /**
   * The source a field without a data schema stores its value in (the data schema is made from it on write).
   */
  source?: "profile" | "entity" | "entityProperty" | "user" | "application" | "form";
  /**
   * A files field takes several files; without it, one (and the uploader hides once a file exists).
   */
  multipleFiles?: boolean;
  hideUploadedFiles?: boolean;
  /**
   * An image uploader's options: the size the chosen image is scaled down to fit (never up), how it is encoded, the largest file taken, and the size it shows at.
   */
  uploader?: {
    /**
     * Pixels; at most 2880.
     */
    width?: number;
    /**
     * Pixels; at most 1620.
     */
    height?: number;
    /**
     * Encoding quality from 0 to 1 (jpeg and webp).
     */
    quality?: number;
    type?: "jpeg" | "png" | "webp";
    /**
     * Bytes; at most the image limit of 5242880.
     */
    maxFileSize?: number;
    /**
     * CSS pixels the image shows at in the field.
     */
    displayWidth?: number;
    /**
     * CSS pixels the image shows at in the field.
     */
    displayHeight?: number;
  };
  /**
   * The order a repeater shows its rows in: by one of its child fields.
   */
  sort?: {
    fieldId: number;
    direction?: "asc" | "desc";
    blankPosition?: "first" | "last";
  };
  /**
   * Blocks shown with the field: their ids, in order.
   */
  relatedBlocks?: {
    /**
     * @maxItems 50
     */
    display?: number[];
  };
  condition?: RuleTree1;
};
export type FieldType =
  | "text"
  | "textarea"
  | "email"
  | "number"
  | "checkbox"
  | "radio"
  | "options"
  | "toggle"
  | "repeater"
  | "date"
  | "year"
  | "files"
  | "geoLocation"
  | "imageUploader"
  | "heading"
  | "paragraph"
  | "conditional"
  | "csv"
  | "group"
  | "structureSelector"
  | "memberPicker"
  | "listPicker"
  | "entityPicker";
/**
 * The choices of a choice field: at most 500, room for a list of every country (the spec sets no limit).
 *
 * @maxItems 500
 */
export type Options = {
  value: unknown;
  label?: string;
}[];
/**
 * At most 20 tags of up to 100 characters, as GET structure/field/tag/{tag} takes (the spec sets no limit).
 *
 * @maxItems 20
 */
export type Tags = string[];
/**
 * What a field can be attached to.
 */
export type FieldItemType = "block";
export type ModuleTemplateId = "blank" | "information" | "community";
/**
 * The actions a grant on a structure item may allow (manage: every one).
 */
export type ItemAction =
  | "manage"
  | "read"
  | "create"
  | "update"
  | "delete"
  | "move"
  | "addChildren"
  | "moveChildren"
  | "managePermissions"
  | "manageSettings"
  | "manageVisibility"
  | "manageDesign"
  | "manageCss"
  | "manageEditMode"
  | "manageTextEdit";
/**
 * What inside the item a grant covers: its pages (in a module), or its blocks, all or of one type (in a module, page or block).
 */
export type ItemSubject = string;
/**
 * Sets one property of a page: name (1-256 characters), slug (unique in its module), width, hideFromNav, isAbstract or visibleToLists (ids of user lists).
 */
export type PagePropertyBody = {
  key: "name" | "slug" | "hideFromNav" | "width" | "isAbstract" | "visibleToLists";
  /**
   * An array only for visibleToLists (as narrowed below): bounded here too, so that no key takes a longer one.
   *
   * @maxItems 100
   */
  value: string | boolean | number[];
  /**
   * The revision the caller last saw; when the stored one differs the write is refused with 409 and nothing changes.
   */
  revision?: number;
};
/**
 * Sets one property of a module: name (1-256 characters), slug (unique in the site), hideFromNav, hideSubNav or isAbstract.
 */
export type ModulePropertyBody = {
  key: "name" | "slug" | "hideFromNav" | "hideSubNav" | "isAbstract";
  value: string | boolean;
  /**
   * The revision the caller last saw; when the stored one differs the write is refused with 409 and nothing changes.
   */
  revision?: number;
};
/**
 * What a list is for: members of the organisation, a group such as a project team or a course, or the members of an entity's membership type. The spec names no fixed set; these are the kinds the platform knows so far.
 */
export type UserListType = "membership" | "group" | "entity";
/**
 * An individual permission a list can give its accepted members: an action of the permission vocabulary, held on every subject.
 */
export type ListPermission =
  | "accessUserData"
  | "accessUsersLists"
  | "allowViewAs"
  | "showAdminNotifications"
  | "viewDashboardPage"
  | "createEntities"
  | "updateEntities"
  | "broadcast";
/**
 * PUT userLists: either {userList} or the short form {_i18n: {label}, type}.
 */
export type UserListCreateBody =
  | {
      userList: NewUserListFields;
    }
  | {
      _i18n: {
        label: string;
      };
      type: UserListType;
    };
/**
 * A spot of the page's block tree: the block written in full, or a reference to a block of this page written in full at another spot.
 */
export type BlockSpot = BlockFile | BlockRef;

export interface TesseraModel {
  "api/admin.schema.json#/$defs/adminSectionsReply"?: AdminSectionsReply;
  "api/admin.schema.json#/$defs/viewAs"?: ViewAs;
  "api/admin.schema.json#/$defs/viewAsReply"?: ViewAsReply;
  "api/admin.schema.json#/$defs/viewingAs"?: ViewingAs;
  "api/admin.schema.json#/$defs/adminUser"?: AdminUser;
  "api/admin.schema.json#/$defs/adminUserMembership"?: AdminUserMembership;
  "api/admin.schema.json#/$defs/adminUsersReply"?: AdminUsersReply;
  "api/applications.schema.json#/$defs/applicationsReply"?: ApplicationsReply;
  "api/applications.schema.json#/$defs/applicationCreateBody"?: ApplicationCreateBody;
  "api/applications.schema.json#/$defs/applicationUpdateBody"?: ApplicationUpdateBody;
  "api/applications.schema.json#/$defs/membershipStatesListReply"?: MembershipStatesListReply;
  "api/applications.schema.json#/$defs/membershipRequestsReply"?: MembershipRequestsReply;
  "api/applications.schema.json#/$defs/membershipRequestsQuery"?: MembershipRequestsQuery;
  "api/applications.schema.json#/$defs/membershipRequestsPage"?: MembershipRequestsPage;
  "api/applications.schema.json#/$defs/membershipRequestChangeBody"?: MembershipRequestChangeBody;
  "api/applications.schema.json#/$defs/membershipRequestHistoryReply"?: MembershipRequestHistoryReply;
  "api/applications.schema.json#/$defs/adminRequestBody"?: AdminRequestBody;
  "api/applications.schema.json#/$defs/memberRequestBody"?: MemberRequestBody;
  "api/applications.schema.json#/$defs/membershipStateEvent"?: MembershipStateEvent;
  "api/audit.schema.json#/$defs/auditLogType"?: AuditLogType;
  "api/audit.schema.json#/$defs/auditEntry"?: AuditEntry;
  "api/audit.schema.json#/$defs/auditSaveBody"?: AuditSaveBody;
  "api/audit.schema.json#/$defs/auditLogTypesReply"?: AuditLogTypesReply;
  "api/auth.schema.json#/$defs/loginBody"?: LoginBody;
  "api/auth.schema.json#/$defs/tradeSecretBody"?: TradeSecretBody;
  "api/auth.schema.json#/$defs/refreshBody"?: RefreshBody;
  "api/auth.schema.json#/$defs/jwtReply"?: JwtReply;
  "api/brands.schema.json#/$defs/activeBrandSettings"?: ActiveBrandSettings;
  "api/chat.schema.json#/$defs/chatMessage"?: ChatMessage;
  "api/chat.schema.json#/$defs/chatMessageType"?: ChatMessageType;
  "api/chat.schema.json#/$defs/chatMessageMeta"?: ChatMessageMeta;
  "api/chat.schema.json#/$defs/latestMessage"?: ChatLatestMessage;
  "api/chat.schema.json#/$defs/chat"?: Chat;
  "api/chat.schema.json#/$defs/chatsReply"?: ChatsReply;
  "api/chat.schema.json#/$defs/chatMessagesQuery"?: ChatMessagesQuery;
  "api/chat.schema.json#/$defs/chatMessagesReply"?: ChatMessagesReply;
  "api/chat.schema.json#/$defs/sendMessageBody"?: SendMessageBody;
  "api/chat.schema.json#/$defs/startChatBody"?: StartChatBody;
  "api/chat.schema.json#/$defs/messageMetaBody"?: MessageMetaBody;
  "api/chat.schema.json#/$defs/blockedMembersReply"?: BlockedMembersReply;
  "api/chat.schema.json#/$defs/chatNewMessageEvent"?: ChatNewMessageEvent;
  "api/chat.schema.json#/$defs/chatUnreadCountEvent"?: ChatUnreadCountEvent;
  "api/common.schema.json#/$defs/errorReply"?: ErrorReply;
  "api/common.schema.json#/$defs/okReply"?: OkReply;
  "api/common.schema.json#/$defs/idListBody"?: IdListBody;
  "api/events.schema.json#/$defs/changedItem"?: ChangedItem;
  "api/events.schema.json#/$defs/itemsChangesEvent"?: ItemsChangesEvent;
  "api/events.schema.json#/$defs/settingsChangesEvent"?: SettingsChangesEvent;
  "api/events.schema.json#/$defs/settingsUpdatedEvent"?: SettingsUpdatedEvent;
  "api/events.schema.json#/$defs/accountEvent"?: AccountEvent;
  "api/events.schema.json#/$defs/permissionsUpdateEvent"?: PermissionsUpdateEvent;
  "api/events.schema.json#/$defs/i18nUpdateEvent"?: I18NUpdateEvent;
  "api/events.schema.json#/$defs/connectedInstanceEvent"?: ConnectedInstanceEvent;
  "api/events.schema.json#/$defs/userListsChangesEvent"?: UserListsChangesEvent;
  "api/external.schema.json#/$defs/feedItem"?: FeedItem;
  "api/external.schema.json#/$defs/feedReply"?: FeedReply;
  "api/files.schema.json#/$defs/fileKind"?: FileKind;
  "api/files.schema.json#/$defs/focalPos"?: FocalPos;
  "api/files.schema.json#/$defs/fileData"?: FileData;
  "api/files.schema.json#/$defs/fileInfo"?: FileInfo;
  "api/files.schema.json#/$defs/getFilesBody"?: GetFilesBody;
  "api/files.schema.json#/$defs/getFilesReply"?: GetFilesReply;
  "api/files.schema.json#/$defs/uploadFields"?: UploadFields;
  "api/files.schema.json#/$defs/uploadReply"?: UploadReply;
  "api/files.schema.json#/$defs/fileDataBody"?: FileDataBody;
  "api/files.schema.json#/$defs/fileListQuery"?: FileListQuery;
  "api/files.schema.json#/$defs/fileListReply"?: FileListReply;
  "api/files.schema.json#/$defs/imageAccessTokenReply"?: ImageAccessTokenReply;
  "api/files.schema.json#/$defs/mediaQuery"?: MediaQuery;
  "api/i18n.schema.json#/$defs/i18nBundle"?: I18NBundle;
  "api/i18n.schema.json#/$defs/languageToggleBody"?: LanguageToggleBody;
  "api/init.schema.json#/$defs/initReply"?: InitReply;
  "api/notifications.schema.json#/$defs/notificationList"?: NotificationList;
  "api/notifications.schema.json#/$defs/notificationType"?: NotificationType;
  "api/notifications.schema.json#/$defs/notificationScope"?: NotificationScope;
  "api/notifications.schema.json#/$defs/notificationData"?: NotificationData;
  "api/notifications.schema.json#/$defs/notification"?: Notification;
  "api/notifications.schema.json#/$defs/notificationsPage"?: NotificationsPage;
  "api/notifications.schema.json#/$defs/notificationsPageQuery"?: NotificationsPageQuery;
  "api/notifications.schema.json#/$defs/notificationCountReply"?: NotificationCountReply;
  "api/notifications.schema.json#/$defs/notificationReadBody"?: NotificationReadBody;
  "api/notifications.schema.json#/$defs/notificationReadReply"?: NotificationReadReply;
  "api/notifications.schema.json#/$defs/subscribable"?: Subscribable;
  "api/notifications.schema.json#/$defs/preferencesReply"?: PreferencesReply;
  "api/notifications.schema.json#/$defs/followedItemType"?: FollowedItemType;
  "api/notifications.schema.json#/$defs/followedItem"?: FollowedItem;
  "api/notifications.schema.json#/$defs/followedItemsBody"?: FollowedItemsBody;
  "api/notifications.schema.json#/$defs/followedItemsReply"?: FollowedItemsReply;
  "api/notifications.schema.json#/$defs/updatePreferencesBody"?: UpdatePreferencesBody;
  "api/notifications.schema.json#/$defs/updatePreferencesReply"?: UpdatePreferencesReply;
  "api/notifications.schema.json#/$defs/broadcastBody"?: BroadcastBody;
  "api/notifications.schema.json#/$defs/broadcastRecipientsBody"?: BroadcastRecipientsBody;
  "api/notifications.schema.json#/$defs/broadcastRecipientsReply"?: BroadcastRecipientsReply;
  "api/notifications.schema.json#/$defs/broadcast"?: Broadcast;
  "api/notifications.schema.json#/$defs/notificationHistoryReply"?: NotificationHistoryReply;
  "api/notifications.schema.json#/$defs/itemsToSubscribeToEvent"?: ItemsToSubscribeToEvent;
  "api/posts.schema.json#/$defs/postScope"?: PostScope;
  "api/posts.schema.json#/$defs/postMediaType"?: PostMediaType;
  "api/posts.schema.json#/$defs/postMediaSource"?: PostMediaSource;
  "api/posts.schema.json#/$defs/postMedia"?: PostMedia;
  "api/posts.schema.json#/$defs/postMention"?: PostMention;
  "api/posts.schema.json#/$defs/reactionScores"?: ReactionScores;
  "api/posts.schema.json#/$defs/communicationMeta"?: CommunicationMeta;
  "api/posts.schema.json#/$defs/communication"?: Communication;
  "api/posts.schema.json#/$defs/commentInput"?: CommentInput;
  "api/posts.schema.json#/$defs/commentBody"?: CommentBody;
  "api/posts.schema.json#/$defs/communicationOrder"?: CommunicationOrder;
  "api/posts.schema.json#/$defs/communicationsQuery"?: CommunicationsQuery;
  "api/posts.schema.json#/$defs/communicationsReply"?: CommunicationsReply;
  "api/posts.schema.json#/$defs/deleteCommunicationQuery"?: DeleteCommunicationQuery;
  "api/posts.schema.json#/$defs/setReactionBody"?: SetReactionBody;
  "api/posts.schema.json#/$defs/reactionReply"?: ReactionReply;
  "api/posts.schema.json#/$defs/recalculateScoresReply"?: RecalculateScoresReply;
  "api/posts.schema.json#/$defs/postsChangedEvent"?: PostsChangedEvent;
  "api/profile-directory.schema.json#/$defs/directoryFilter"?: DirectoryFilter;
  "api/profile-directory.schema.json#/$defs/directoryFilterLeaf"?: DirectoryFilterLeaf;
  "api/profile-directory.schema.json#/$defs/directoryFilterGroup"?: DirectoryFilterGroup;
  "api/profile-directory.schema.json#/$defs/boolFilter"?: DirectoryBoolFilter;
  "api/profile-directory.schema.json#/$defs/userListFilter"?: DirectoryUserListFilter;
  "api/profile-directory.schema.json#/$defs/definitionIdFilter"?: DirectoryDefinitionIdFilter;
  "api/profile-directory.schema.json#/$defs/hasFilter"?: DirectoryHasFilter;
  "api/profile-directory.schema.json#/$defs/entityMembershipFilter"?: DirectoryEntityMembershipFilter;
  "api/profile-directory.schema.json#/$defs/directorySearchBody"?: DirectorySearchBody;
  "api/profile-directory.schema.json#/$defs/directoryMember"?: DirectoryMember;
  "api/profile-directory.schema.json#/$defs/directorySearchReply"?: DirectorySearchReply;
  "api/profile-directory.schema.json#/$defs/directoryListsBody"?: DirectoryListsBody;
  "api/profile-directory.schema.json#/$defs/directoryList"?: DirectoryList;
  "api/profile-directory.schema.json#/$defs/directoryListsReply"?: DirectoryListsReply;
  "api/profile-search.schema.json#/$defs/profileSearchHit"?: ProfileSearchHit;
  "api/profile-search.schema.json#/$defs/profileSearchReply"?: ProfileSearchReply;
  "api/profile.schema.json#/$defs/profileMeta"?: ProfileMeta1;
  "api/profile.schema.json#/$defs/profile"?: Profile;
  "api/profile.schema.json#/$defs/metaUpsertBody"?: MetaUpsertBody;
  "api/profile.schema.json#/$defs/connectivityPrivacyBody"?: ConnectivityPrivacyBody;
  "api/profile.schema.json#/$defs/dataPrivacyBody"?: DataPrivacyBody;
  "api/profile.schema.json#/$defs/profileCollectionBody"?: ProfileCollectionBody;
  "api/profile.schema.json#/$defs/profileCollectionReply"?: ProfileCollectionReply;
  "api/profile.schema.json#/$defs/profileSaveBody"?: ProfileSaveBody;
  "api/profile.schema.json#/$defs/profileFormValue"?: ProfileFormValue;
  "api/profile.schema.json#/$defs/formFieldError"?: FormFieldError;
  "api/profile.schema.json#/$defs/modalBlockState"?: ModalBlockState;
  "api/profile.schema.json#/$defs/favouriteType"?: FavouriteType;
  "api/profile.schema.json#/$defs/favourite"?: Favourite;
  "api/profile.schema.json#/$defs/reactedPost"?: ReactedPost;
  "api/profile.schema.json#/$defs/favouriteAddBody"?: FavouriteAddBody;
  "api/profile.schema.json#/$defs/viewedProfileBody"?: ViewedProfileBody;
  "api/profile.schema.json#/$defs/profileActionName"?: ProfileActionName;
  "api/profile.schema.json#/$defs/profileAction"?: ProfileAction;
  "api/profile.schema.json#/$defs/profileActionsReply"?: ProfileActionsReply;
  "api/profile.schema.json#/$defs/membershipStatesReply"?: MembershipStatesReply;
  "api/profile.schema.json#/$defs/forceUpdateBody"?: ForceUpdateBody;
  "api/report-abuse.schema.json#/$defs/abuseCategory"?: AbuseCategory;
  "api/report-abuse.schema.json#/$defs/abuseReportStatus"?: AbuseReportStatus;
  "api/report-abuse.schema.json#/$defs/reportedType"?: ReportedType;
  "api/report-abuse.schema.json#/$defs/reportAbuseBody"?: ReportAbuseBody;
  "api/report-abuse.schema.json#/$defs/abuseReport"?: AbuseReport;
  "api/report-abuse.schema.json#/$defs/reportAbuseSearchQuery"?: ReportAbuseSearchQuery;
  "api/report-abuse.schema.json#/$defs/reportedAuthor"?: ReportedAuthor;
  "api/report-abuse.schema.json#/$defs/reportedItem"?: ReportedItem;
  "api/report-abuse.schema.json#/$defs/reportGroup"?: ReportGroup;
  "api/report-abuse.schema.json#/$defs/reportAbuseSearchReply"?: ReportAbuseSearchReply;
  "api/report-abuse.schema.json#/$defs/moderationAction"?: ModerationAction;
  "api/report-abuse.schema.json#/$defs/moderationEntry"?: ModerationEntry;
  "api/report-abuse.schema.json#/$defs/reportAbuseDetail"?: ReportAbuseDetail;
  "api/report-abuse.schema.json#/$defs/deleteCommunicationAdminBody"?: DeleteCommunicationAdminBody;
  "api/report-abuse.schema.json#/$defs/commentCommunicationAdminBody"?: CommentCommunicationAdminBody;
  "api/report-abuse.schema.json#/$defs/enableCommunicationAdminBody"?: EnableCommunicationAdminBody;
  "api/report-abuse.schema.json#/$defs/reportStatusBody"?: ReportStatusBody;
  "api/settings.schema.json#/$defs/settingsChangeBody"?: SettingsChangeBody;
  "api/site-sync.schema.json#/$defs/siteFilesModel"?: SiteFilesModel;
  "api/site-sync.schema.json#/$defs/revisions"?: ElementRevisions;
  "api/site-sync.schema.json#/$defs/siteSnapshot"?: SiteSnapshot;
  "api/site-sync.schema.json#/$defs/siteApplyBody"?: SiteApplyBody;
  "api/site-sync.schema.json#/$defs/planEntry"?: SitePlanEntry;
  "api/site-sync.schema.json#/$defs/syncConflict"?: SiteSyncConflict;
  "api/site-sync.schema.json#/$defs/siteApplyReply"?: SiteApplyReply;
  "api/slugs.schema.json#/$defs/slugSource"?: SlugSource;
  "api/slugs.schema.json#/$defs/slugValidateReply"?: SlugValidateReply;
  "api/structure-blocks.schema.json#/$defs/blockPlacement"?: BlockPlacement;
  "api/structure-blocks.schema.json#/$defs/parentType"?: BlockParentType;
  "api/structure-blocks.schema.json#/$defs/blockUsage"?: BlockUsage;
  "api/structure-blocks.schema.json#/$defs/blockChanges"?: BlockChanges;
  "api/structure-blocks.schema.json#/$defs/newBlock"?: NewBlockInput;
  "api/structure-blocks.schema.json#/$defs/blockCreateBody"?: BlockCreateBody;
  "api/structure-blocks.schema.json#/$defs/blockUpdateBody"?: BlockUpdateBody;
  "api/structure-blocks.schema.json#/$defs/blocksUpdateBody"?: BlocksUpdateBody;
  "api/structure-blocks.schema.json#/$defs/blockPropertyBody"?: BlockPropertyBody;
  "api/structure-blocks.schema.json#/$defs/blockRemovalReply"?: BlockRemovalReply;
  "api/structure-blocks.schema.json#/$defs/revertBody"?: RevertBody;
  "api/structure-blocks.schema.json#/$defs/revertReply"?: RevertReply;
  "api/structure-blocks.schema.json#/$defs/blockMoveBody"?: BlockMoveBody;
  "api/structure-blocks.schema.json#/$defs/blockPasteBody"?: BlockPasteBody;
  "api/structure-blocks.schema.json#/$defs/childrenIdsBody"?: ChildrenIdsBody;
  "api/structure-blocks.schema.json#/$defs/blockSearchReply"?: BlockSearchReply;
  "api/structure-blocks.schema.json#/$defs/blockTemplatesReply"?: BlockTemplatesReply;
  "api/structure-blocks.schema.json#/$defs/subscribableReply"?: SubscribableReply;
  "api/structure-blocks.schema.json#/$defs/pastedBlocksReply"?: PastedBlocksReply;
  "api/structure-fields.schema.json#/$defs/fieldListReply"?: FieldListReply;
  "api/structure-fields.schema.json#/$defs/fieldWriteBody"?: FieldWriteBody;
  "api/structure-fields.schema.json#/$defs/fieldItemType"?: FieldItemType;
  "api/structure-fields.schema.json#/$defs/fieldDefaultReply"?: FieldDefaultReply;
  "api/structure-fields.schema.json#/$defs/fieldDefaultsBody"?: FieldDefaultsBody;
  "api/structure-fields.schema.json#/$defs/fieldDefaultsReply"?: FieldDefaultsReply;
  "api/structure-fields.schema.json#/$defs/dataSchemaListReply"?: DataSchemaListReply;
  "api/structure-modules.schema.json#/$defs/moduleSearchReply"?: ModuleSearchReply;
  "api/structure-modules.schema.json#/$defs/moduleListReply"?: ModuleListReply;
  "api/structure-modules.schema.json#/$defs/moduleOrderBody"?: ModuleOrderBody;
  "api/structure-modules.schema.json#/$defs/moduleChanges"?: ModuleChanges;
  "api/structure-modules.schema.json#/$defs/moduleUpdateBody"?: ModuleUpdateBody;
  "api/structure-modules.schema.json#/$defs/moduleCreateBody"?: ModuleCreateBody;
  "api/structure-modules.schema.json#/$defs/moduleTemplateId"?: ModuleTemplateId;
  "api/structure-modules.schema.json#/$defs/moduleTemplate"?: ModuleTemplate;
  "api/structure-modules.schema.json#/$defs/moduleTemplatesReply"?: ModuleTemplatesReply;
  "api/structure-modules.schema.json#/$defs/moduleDraft"?: ModuleDraft;
  "api/structure-pages.schema.json#/$defs/pageSearchReply"?: PageSearchReply;
  "api/structure-pages.schema.json#/$defs/pageListReply"?: PageListReply;
  "api/structure-pages.schema.json#/$defs/pageOrderBody"?: PageOrderBody;
  "api/structure-pages.schema.json#/$defs/pageChanges"?: PageChanges;
  "api/structure-pages.schema.json#/$defs/pageUpdateBody"?: PageUpdateBody;
  "api/structure-pages.schema.json#/$defs/pageCreateBody"?: PageCreateBody;
  "api/structure-pages.schema.json#/$defs/pageChildrenBody"?: PageChildrenBody;
  "api/structure-pages.schema.json#/$defs/pageDraft"?: PageDraft;
  "api/structure-permissions.schema.json#/$defs/itemAction"?: ItemAction;
  "api/structure-permissions.schema.json#/$defs/grantHolder"?: GrantHolder;
  "api/structure-permissions.schema.json#/$defs/itemSubject"?: ItemSubject;
  "api/structure-permissions.schema.json#/$defs/itemPermission"?: ItemPermission;
  "api/structure-permissions.schema.json#/$defs/itemPermissionsBody"?: ItemPermissionsBody;
  "api/structure-permissions.schema.json#/$defs/itemPermissionsReply"?: ItemPermissionsReply;
  "api/structure-permissions.schema.json#/$defs/structurePermissionsReply"?: StructurePermissionsReply;
  "api/structure.schema.json#/$defs/structure"?: Structure;
  "api/structure.schema.json#/$defs/pagePropertyBody"?: PagePropertyBody;
  "api/structure.schema.json#/$defs/modulePropertyBody"?: ModulePropertyBody;
  "api/structure.schema.json#/$defs/blockListReply"?: BlockListReply;
  "api/templates.schema.json#/$defs/templateCheckBody"?: TemplateCheckBody;
  "api/templates.schema.json#/$defs/templateCheckReply"?: TemplateCheckReply;
  "api/user-list-search.schema.json#/$defs/userListSearchHit"?: UserListSearchHit;
  "api/user-list-search.schema.json#/$defs/userListSearchReply"?: UserListSearchReply;
  "api/user-list-search.schema.json#/$defs/userListGetSomeBody"?: UserListGetSomeBody;
  "api/user-list-search.schema.json#/$defs/userListGetSomeReply"?: UserListGetSomeReply;
  "api/user-lists.schema.json#/$defs/userListsReply"?: UserListsReply;
  "api/user-lists.schema.json#/$defs/newUserList"?: NewUserListFields;
  "api/user-lists.schema.json#/$defs/userListCreateBody"?: UserListCreateBody;
  "api/user-lists.schema.json#/$defs/userListUpdateBody"?: UserListUpdateBody;
  "api/user-lists.schema.json#/$defs/listMember"?: ListMember;
  "api/user-lists.schema.json#/$defs/listMembersReply"?: ListMembersReply;
  "api/user-lists.schema.json#/$defs/addListUsersBody"?: AddListUsersBody;
  "api/user-lists.schema.json#/$defs/addListUsersReply"?: AddListUsersReply;
  "api/user-lists.schema.json#/$defs/countUsersBody"?: CountUsersBody;
  "api/user-lists.schema.json#/$defs/listUserCount"?: ListUserCount;
  "api/user-lists.schema.json#/$defs/countUsersReply"?: CountUsersReply;
  "api/user-lists.schema.json#/$defs/loopCheckReply"?: LoopCheckReply;
  "api/user-lists.schema.json#/$defs/setCapacityBody"?: SetCapacityBody;
  "api/user.schema.json#/$defs/permission"?: Permission;
  "api/user.schema.json#/$defs/itemRef"?: ItemRef;
  "api/user.schema.json#/$defs/itemKind"?: ItemKind;
  "api/user.schema.json#/$defs/user"?: User;
  "api/user.schema.json#/$defs/deviceKeepaliveBody"?: DeviceKeepaliveBody;
  "api/user.schema.json#/$defs/permissionsReply"?: PermissionsReply;
  "api/user.schema.json#/$defs/socialLinkReply"?: SocialLinkReply;
  "api/user.schema.json#/$defs/avatarBody"?: AvatarBody;
  "application.schema.json"?: Application;
  "application.schema.json#/$defs/membershipRequest"?: MembershipRequest;
  "application.schema.json#/$defs/requestChange"?: MembershipRequestChange;
  "block.schema.json"?: Block;
  "block.schema.json#/$defs/key"?: ElementKey1;
  "block.schema.json#/$defs/positions"?: Positions;
  "block.schema.json#/$defs/columnWidths"?: ColumnWidths;
  "block.schema.json#/$defs/visibilityFlags"?: BlockVisibility;
  "block.schema.json#/$defs/blockTexts"?: BlockTexts;
  "block.schema.json#/$defs/blockTranslations"?: BlockTranslations;
  "brand-file.schema.json"?: BrandFile;
  "brand.schema.json"?: Brand;
  "brand.schema.json#/$defs/themeTokens"?: ThemeTokens;
  "brand.schema.json#/$defs/themeStyles"?: ThemeStyles;
  "data-schema.schema.json"?: DataSchema;
  "field.schema.json"?: Field;
  "field.schema.json#/$defs/fieldType"?: FieldType;
  "module-file.schema.json"?: ModuleFile;
  "module.schema.json"?: Module;
  "module.schema.json#/$defs/moduleSlug"?: ModuleSlug;
  "module.schema.json#/$defs/moduleTexts"?: ModuleTexts;
  "page-file.schema.json"?: PageFile;
  "page-file.schema.json#/$defs/blockSpot"?: BlockSpot;
  "page-file.schema.json#/$defs/blockRef"?: BlockRef;
  "page-file.schema.json#/$defs/blockFile"?: BlockFile;
  "page-file.schema.json#/$defs/fieldFile"?: FieldFile;
  "page.schema.json"?: Page;
  "page.schema.json#/$defs/slug"?: Slug;
  "page.schema.json#/$defs/pageType"?: PageType;
  "page.schema.json#/$defs/pageWidth"?: PageWidth;
  "page.schema.json#/$defs/pageSummary"?: PageSummary;
  "page.schema.json#/$defs/pageSlug"?: PageSlug;
  "page.schema.json#/$defs/pageTexts"?: PageTexts;
  "page.schema.json#/$defs/visibleToLists"?: VisibleToLists;
  "rule-tree.schema.json"?: RuleTree;
  "rule-tree.schema.json#/$defs/ruleKind"?: RuleKind;
  "rule-tree.schema.json#/$defs/ruleOperator"?: RuleOperator;
  "rule-tree.schema.json#/$defs/membershipState"?: MembershipState;
  "rule-tree.schema.json#/$defs/rule"?: Rule;
  "settings.schema.json"?: AppSettings;
  "settings.schema.json#/$defs/language"?: LanguageCode;
  "settings.schema.json#/$defs/themeMode"?: ThemeMode;
  "settings.schema.json#/$defs/link"?: FooterLink;
  "settings.schema.json#/$defs/settingsTexts"?: SettingsTexts;
  "settings.schema.json#/$defs/linkTexts"?: FooterLinkTexts;
  "settings.schema.json#/$defs/textFallbacks"?: TextFallbacks;
  "site-file.schema.json"?: SiteFile;
  "site-file.schema.json#/$defs/account"?: SiteAccount;
  "site-file.schema.json#/$defs/list"?: SiteList;
  "site-file.schema.json#/$defs/membership"?: SiteMembership;
  "site-file.schema.json#/$defs/grant"?: SiteGrant;
  "site-file.schema.json#/$defs/application"?: SiteApplication;
  "site-file.schema.json#/$defs/applicationRequest"?: SiteApplicationRequest;
  "site-translations-file.schema.json"?: SiteTranslationsFile;
  "translations-file.schema.json"?: Translations;
  "user-list.schema.json"?: UserList;
  "user-list.schema.json#/$defs/userListType"?: UserListType;
  "user-list.schema.json#/$defs/listMembership"?: ListMembership;
  "user-list.schema.json#/$defs/listPermission"?: ListPermission;
}
export interface AdminSectionsReply {
  sections: string[];
}
/**
 * The lists an admin views the site as a member of (admin view-as).
 */
export interface ViewAs {
  /**
   * @minItems 1
   * @maxItems 50
   */
  listIds: [number, ...number[]];
}
/**
 * Whom the session views the site as now: null when as itself.
 */
export interface ViewAsReply {
  viewAs: null | ViewingAs;
}
/**
 * Whom a session views the site as (admin view-as): a member of exactly these lists, with their labels in the same order.
 */
export interface ViewingAs {
  /**
   * @minItems 1
   */
  listIds: [number, ...number[]];
  labels: string[];
}
/**
 * A member as the users admin screen lists them: account, name and email, and their list memberships in every state (only for those who may accessUsersLists).
 */
export interface AdminUser {
  accountId: number;
  firstName: string;
  lastName: string;
  email: string;
  isAdmin: boolean;
  memberships: AdminUserMembership[];
  /**
   * The member's avatar picture, when they have one.
   */
  avatarFileId?: number;
}
export interface AdminUserMembership {
  userListId: number;
  label: string;
  state: MembershipState;
  hidden: boolean;
}
export interface AdminUsersReply {
  /**
   * @maxItems 50
   */
  users: AdminUser[];
  total: number;
  page: number;
  limit: number;
}
export interface ApplicationsReply {
  applications: Application[];
}
/**
 * An application to join a user list (data spec §3): a form of fields the member fills in, and the list an accepted request joins.
 */
export interface Application {
  id: number;
  label: string;
  /**
   * The list an accepted request joins.
   */
  userListId: number;
  /**
   * The application form's fields (structure fields), in order.
   *
   * @maxItems 200
   */
  fieldIds: number[];
  revision: number;
  /**
   * The list's label, as read.
   */
  listLabel?: string;
  listKey?: ElementKey;
  /**
   * The list's capacity; null: unlimited.
   */
  capacity?: number | null;
  /**
   * Places the list has left for accepted members; null: unlimited.
   */
  placesLeft?: number | null;
  isFull?: boolean;
}
export interface ApplicationCreateBody {
  label: string;
  listId: number;
}
/**
 * PUT applications/{id}: the properties to change.
 */
export interface ApplicationUpdateBody {
  changes: ApplicationChanges;
  /**
   * The revision the caller saw (409 when it moved).
   */
  revision?: number;
}
export interface ApplicationChanges {
  label?: string;
  listId?: number;
  /**
   * @maxItems 200
   */
  fieldIds?: number[];
}
/**
 * The membership states, and the changes allowed between them with who may make each.
 */
export interface MembershipStatesListReply {
  states: MembershipState[];
  transitions: MembershipTransitionEntry[];
}
export interface MembershipTransitionEntry {
  from: MembershipState | "none";
  to: MembershipState;
  by: "member" | "admin";
}
export interface MembershipRequestsReply {
  requests: MembershipRequest[];
}
/**
 * An account's request to join the list of an application (data spec §3), in one of the membership states.
 */
export interface MembershipRequest {
  id: number;
  accountId: number;
  applicationId: number;
  userListId: number;
  state: MembershipState;
  /**
   * The list membership an accepted request holds; null in every other state.
   */
  membershipId: number | null;
  /**
   * The message of the last change (an admin's reason, a member's note).
   */
  message: string | null;
  /**
   * The member's answers to the application form, by field key.
   */
  data: {};
  revision: number;
  updatedAt: string;
  /**
   * The member's public name (admin replies).
   */
  name?: string;
}
export interface MembershipRequestsQuery {
  /**
   * Only requests in this state (the membership states, written out: query parameters cannot use a $ref in the API reference).
   */
  state?: "accepted" | "applied" | "banned" | "completed" | "rejected" | "returned" | "withdrawn";
  list?: number;
  application?: number;
  page?: number;
  limit?: number;
}
export interface MembershipRequestsPage {
  requests: MembershipRequest[];
  total: number;
  page: number;
  limit: number;
}
/**
 * An admin's change of a request's state.
 */
export interface MembershipRequestChangeBody {
  /**
   * The list membership the caller saw on the request (409 when it changed).
   */
  membershipId?: number | null;
  /**
   * Told to the member and kept in the history.
   */
  message?: string | null;
  changedFrom?: MembershipState1;
  /**
   * Kept for the email notifications of a later issue.
   */
  emailTemplateOverride?: number | null;
  /**
   * Whether the member is told (in the app now; by email later).
   */
  shouldSendNotifications?: boolean;
}
export interface MembershipRequestHistoryReply {
  request: MembershipRequest;
  changes: MembershipRequestChange[];
}
/**
 * One change of a membership request's state, kept as its history.
 */
export interface MembershipRequestChange {
  id: number;
  requestId: number;
  /**
   * Who made the change; null for the platform or a deleted account.
   */
  changedBy: number | null;
  changedByName?: string | null;
  /**
   * The state before; null when the request was created.
   */
  from: MembershipState | null;
  to: MembershipState;
  message: string | null;
  at: string;
}
/**
 * PUT applications/{id}/request/{accountId}/{entityId}: an admin creates a request for an account.
 */
export interface AdminRequestBody {
  /**
   * The account's existing membership of the list: the request is created accepted and holds it.
   */
  membershipId?: number | null;
}
/**
 * A member applying or withdrawing.
 */
export interface MemberRequestBody {
  /**
   * The answers to the application form, by field key (applying only).
   */
  data?: {};
  message?: string | null;
}
/**
 * userLists:updated:state: the state of one of the member's requests changed.
 */
export interface MembershipStateEvent {
  requestId: number;
  applicationId: number;
  userListId: number;
  state: MembershipState;
  from: MembershipState | null;
  message: string | null;
  /**
   * An admin made the change (the member is told).
   */
  byAdmin: boolean;
}
export interface AuditEntry {
  logType: AuditLogType;
  subject: AuditSubject;
  /**
   * When it was viewed (ISO 8601 with a time zone).
   */
  actionTime: string;
  extra?: {
    [k: string]: unknown | undefined;
  };
}
/**
 * What was viewed.
 */
export interface AuditSubject {
  type: string;
  id?: number;
  slug?: string;
  moduleSlug?: string;
  pageSlug?: string;
}
export interface AuditLogTypesReply {
  logTypes: AuditLogType[];
}
export interface LoginBody {
  email: string;
  password: string;
  deviceId?: string;
}
export interface TradeSecretBody {
  secret: string;
  serviceId?: string | number;
  deviceId?: string;
}
export interface RefreshBody {
  jwt: string;
}
export interface JwtReply {
  jwt: string;
}
export interface ActiveBrandSettings {
  brandId: number;
  brandName: string;
  logoUrl: string | null;
  faviconUrl: string | null;
  themeCssUrl: string;
}
/**
 * One message of a conversation. `message` is HTML, sanitised to the member HTML allow-list when it was stored (and again by the browser when shown).
 */
export interface ChatMessage {
  id: number;
  chatId: number;
  /**
   * The account that sent it.
   */
  from: number;
  type: ChatMessageType;
  /**
   * When it was sent (or when its meta last moved the sent time).
   */
  date: string;
  meta: ChatMessageMeta;
  message: string;
  /**
   * The connection the message is about, when it is about one.
   */
  connectionId?: number | null;
}
/**
 * Free data the clients attach to a message (at most 20 keys; the server caps its JSON at 4 KB).
 */
export interface ChatMessageMeta {
  [k: string]: unknown | undefined;
}
/**
 * A conversation's latest message as the chat list shows it (shell spec §3): `targetId` is the other member's account.
 */
export interface ChatLatestMessage {
  id: number;
  message: string;
  targetId: number;
  from: number;
  date: string;
}
/**
 * A conversation between the signed-in member and one other member.
 */
export interface Chat {
  id: number;
  /**
   * The other member's account.
   */
  with: number;
  /**
   * The other member's public name as the reader may see it (the account id when their name is private).
   */
  name: string;
  /**
   * Messages the other member sent that the reader has not marked read.
   */
  unread: number;
  latestMessage: ChatLatestMessage | null;
  /**
   * False while either member blocks the other.
   */
  canSend: boolean;
}
/**
 * GET chat/private: the member's conversations, latest message first (those without a message only for the member who started them).
 */
export interface ChatsReply {
  chats: Chat[];
}
/**
 * A page of messages, newest first: page 0 holds the latest `limit`. `before` counts pages from the message with that id (older ones only), so messages arriving meanwhile do not shift them.
 */
export interface ChatMessagesQuery {
  page?: number;
  limit?: number;
  before?: number;
}
/**
 * GET chat/private/{id}: the conversation and one page of its messages, oldest first within the page.
 */
export interface ChatMessagesReply {
  chat: Chat;
  messages: ChatMessage[];
  /**
   * Older messages remain.
   */
  more: boolean;
  /**
   * Messages in the conversation.
   */
  total: number;
}
/**
 * PUT chat/private/{targetId}: a message to the member `targetId` (the same as in the path), starting the conversation when there is none.
 */
export interface SendMessageBody {
  targetId: number;
  /**
   * HTML; sanitised to the member HTML allow-list. Refused when nothing readable is left.
   */
  message: string;
  type?: ChatMessageType;
  connectionId?: number | null;
  meta?: ChatMessageMeta;
}
/**
 * PUT chat/private: start (or open) the conversation with account `to`.
 */
export interface StartChatBody {
  to: number;
}
/**
 * POST communications/{id}/{messageId}/meta: replaces a message's meta; `updateSentTimestamp` (its sender only) moves its date to now.
 */
export interface MessageMetaBody {
  meta: ChatMessageMeta;
  updateSentTimestamp?: boolean;
}
/**
 * GET chat/private/blocked: the accounts the signed-in member blocks.
 */
export interface BlockedMembersReply {
  accountIds: number[];
}
/**
 * chat:newMessage, to both members of the conversation (every device).
 */
export interface ChatNewMessageEvent {
  chatId: number;
  /**
   * @minItems 2
   * @maxItems 2
   */
  participants: [number, number, ...number[]];
  message: ChatMessage;
}
/**
 * chat:unreadCount, to one member: a conversation's unread count and the member's total across conversations. Also the reply of markAsRead.
 */
export interface ChatUnreadCountEvent {
  chatId: number;
  unread: number;
  total: number;
}
export interface ErrorReply {
  /**
   * Short error name, for example 'Not authorized' or 'Bad Request'.
   */
  error: string;
  /**
   * What went wrong, for people.
   */
  message: string;
  /**
   * Set when the credential itself is unusable: the client logs out.
   */
  tokenIssue?: boolean;
  /**
   * What the error is about, one object each: the conflicts of a site apply, or the problems of its files ({file, path, message}).
   */
  details?: {}[];
}
export interface OkReply {
  ok: true;
}
export interface IdListBody {
  /**
   * @maxItems 500
   */
  ids: number[];
}
/**
 * A module, page or block whose record changed.
 */
export interface ChangedItem {
  kind: "module" | "page" | "block";
  id: number;
  moduleId?: number;
  pageId?: number;
}
/**
 * items:changes. An empty list means the structure changed as a whole (e.g. the module order).
 */
export interface ItemsChangesEvent {
  items: ChangedItem[];
}
/**
 * settings:changes: the top-level settings that changed.
 */
export interface SettingsChangesEvent {
  keys: string[];
}
/**
 * settings:updated: the settings after the change.
 */
export interface SettingsUpdatedEvent {
  settings: AppSettings;
}
/**
 * Site-wide settings. In the API, `moduleOrder` holds module ids; in site files it holds module keys.
 */
export interface AppSettings {
  name: string;
  /**
   * One or two sentences about the site: the pages' meta description and the installed app's description.
   */
  description?: string;
  moduleOrder: (number | string)[];
  languages: {
    default: LanguageCode;
    enabled: LanguageCode[];
    /**
     * Languages members may use, among the enabled ones. The default language is always published, listed or not.
     */
    published?: LanguageCode[];
  };
  themeMode?: {
    /**
     * Members may choose light, dark or auto.
     */
    enabled?: boolean;
    default?: ThemeMode;
    /**
     * Force the default mode for everyone.
     */
    locked?: boolean;
  };
  socialSignIn?: {
    enable?: boolean;
  };
  myAccount?: {
    link?: string;
  };
  font?: {
    url?: string;
    family?: string;
  };
  footer?: {
    footerLogoId?: number | string;
    privacyPolicy?: FooterLink;
    termsAndConditions?: FooterLink;
    cookiePolicy?: FooterLink;
    helpPage?: FooterLink;
    accessibilityPolicy?: FooterLink;
    footerLink6?: FooterLink;
    footerLink7?: FooterLink;
  };
  userConnectivity?: {
    isEnabled?: boolean;
    indicatorBehaviour?: "trafficLight" | "onlineOnly";
  };
  structure?: {
    defaults?: {
      viewProfile?: string;
      myProfile?: string;
    };
  };
  /**
   * Extra tabs in the module bar (for example a link to the settings screen).
   */
  staticPages?: {
    label: string;
    path: string;
    displayInMenu?: boolean;
  }[];
  /**
   * Translations of site name, description and footer link labels, by language: the same property names as the texts they translate. A text left out shows in the default language. Not in members' reads, which carry the member's language.
   */
  translations?: {
    [k: string]: SettingsTexts | undefined;
  };
  fallbacks?: TextFallbacks;
  /**
   * Bumped by every change; send it back with a change so a concurrent one is not overwritten. Not in site files.
   */
  revision?: number;
}
export interface FooterLink {
  label: string;
  /**
   * An http, https, mailto or tel address, or a path on this site ('/about', 'about', '#top'): nothing a browser would run (javascript:, data:). No control characters, which browsers strip before they read the scheme.
   */
  url: string;
}
/**
 * The settings' translatable texts in one language.
 */
export interface SettingsTexts {
  name?: string;
  description?: string;
  footer?: {
    privacyPolicy?: FooterLinkTexts;
    termsAndConditions?: FooterLinkTexts;
    cookiePolicy?: FooterLinkTexts;
    helpPage?: FooterLinkTexts;
    accessibilityPolicy?: FooterLinkTexts;
    footerLink6?: FooterLinkTexts;
    footerLink7?: FooterLinkTexts;
  };
}
export interface FooterLinkTexts {
  label?: string;
}
/**
 * Only in replies in the member's language: the texts of this element that have no translation into it and show in the default language instead, by path (`name`, `options.text`, `footer.helpPage.label`) → that language. The runtime sets `lang` on their elements.
 */
export interface TextFallbacks {
  [k: string]: LanguageCode | undefined;
}
/**
 * profile:update (to everyone) and user:updateData (to the account's own room).
 */
export interface AccountEvent {
  accountId: number;
}
/**
 * permissions:update: refetch GET /user/permissions.
 */
export interface PermissionsUpdateEvent {}
/**
 * i18n:update: that language's texts changed.
 */
export interface I18NUpdateEvent {
  language: LanguageCode;
}
/**
 * CONNECTED_INSTANCE, sent once on connect.
 */
export interface ConnectedInstanceEvent {
  /**
   * The server process the socket is connected to.
   */
  instanceId: string;
  /**
   * The runtime build the server serves (runtime dist's build.json), null when unknown.
   */
  build: string | null;
  /**
   * The structure revision the server is at now (as GET /init's structureRevision): a client that loaded another one, or has been disconnected, missed changes and refetches its structure and open page.
   */
  structureRevision: string;
}
/**
 * userLists:changes: the lists whose properties or members changed (refetch them); deleted lists are among them.
 */
export interface UserListsChangesEvent {
  listIds: number[];
}
export interface FeedItem {
  title: string;
  link?: string;
  /**
   * As the feed gives it (RSS pubDate, Atom updated or published).
   */
  date?: string;
}
/**
 * A feed's newest items (at most 50) and errno 0, or no items and the reason it could not be read.
 */
export interface FeedReply {
  items: FeedItem[];
  /**
   * 0: read. 1: the address is not allowed (not http(s), or it or a redirect resolves to a private, loopback, link-local, multicast or unspecified address). 2: it could not be fetched (no answer, time-out, an error status, too many redirects). 3: the answer is too large. 4: the answer is not an RSS or Atom feed.
   */
  errno: 0 | 1 | 2 | 3 | 4;
}
/**
 * The point of an image to keep in view when it is cropped, as percentages of its width and height from the top left.
 */
export interface FocalPos {
  x: number;
  y: number;
}
/**
 * What people say about a file. The focal point is 50/50 when unset.
 */
export interface FileData {
  title?: string;
  description?: string;
  focalPos?: FocalPos;
}
/**
 * A stored file. The server always sends kind, ownerId, data and downloadCount (optional only so older readers stay valid), and width and height for images.
 */
export interface FileInfo {
  id: number;
  name: string;
  /**
   * The type found in the content.
   */
  mime: string;
  /**
   * Bytes.
   */
  size: number;
  /**
   * Where the bytes are served: /api/v1/{kind}?id=12. An uploaded file also needs &token=<image access token>; images take &thumb=true and &width=N.
   */
  url: string;
  /**
   * Part of the site (imported with it, or uploaded by a site builder) rather than uploaded by a member.
   */
  isAsset: boolean;
  kind?: FileKind;
  /**
   * The account that uploaded it; null for files imported with the site.
   */
  ownerId?: number | null;
  data?: FileData;
  downloadCount?: number;
  /**
   * Pixels, for images.
   */
  width?: number;
  /**
   * Pixels, for images.
   */
  height?: number;
}
export interface GetFilesBody {
  /**
   * The context the files are asked for in (the runtime batches per scope).
   */
  scope?: string;
  /**
   * @maxItems 100
   */
  fileIds: number[];
}
/**
 * The files of the ids asked for that exist and the caller may see, in the order asked for.
 */
export interface GetFilesReply {
  files: FileInfo[];
}
/**
 * The text parts an upload's multipart/form-data body may carry besides its files (each part named `file`). A file uploaded for a field of a record names the field and the record, so the field's file list finds it.
 */
export interface UploadFields {
  /**
   * The field the files are for.
   */
  fieldId?: number;
  /**
   * The kind of record: profile, entity, …
   */
  scope?: string;
  /**
   * The record's id (an account id for a profile).
   */
  contextId?: string;
}
/**
 * The stored files, in the order sent. fileIds[0] becomes an image's data-id.
 */
export interface UploadReply {
  fileIds: number[];
  files: FileInfo[];
}
/**
 * The parts of a file's data to change; the others stay.
 */
export interface FileDataBody {
  changes: FileData;
}
export interface FileListQuery {
  scope?: string;
  contextId?: string;
}
/**
 * The files uploaded for a field (in a record when scope and contextId are given) that the caller may see, oldest first.
 */
export interface FileListReply {
  files: FileInfo[];
}
/**
 * The token media URLs of uploaded files carry as ?token=: <img> and <video> cannot send the bearer token.
 */
export interface ImageAccessTokenReply {
  token: string;
  /**
   * Ask for a new one before then.
   */
  expiresAt: string;
}
/**
 * A media URL's query: /api/v1/image?id=12&token=…&thumb=true&width=300&v=2.
 */
export interface MediaQuery {
  id: number;
  /**
   * The image access token; site assets need none.
   */
  token?: string;
  /**
   * A thumbnail rather than the original: 250 px wide unless width says otherwise.
   */
  thumb?: boolean;
  /**
   * The width the image is shown at: served as the smallest thumbnail width (56, 100, 250, 300, 500, 600, 900, 1920) at least this wide, never wider than the original.
   */
  width?: number;
  /**
   * Cache-busting; ignored.
   */
  v?: string;
}
export interface I18NBundle {
  language: LanguageCode;
  translations: Translations;
}
/**
 * Flat map of translation key (dotted, for example errors.noInternet) to text. i18next interpolation uses {{name}}.
 */
export interface Translations {
  [k: string]: string | undefined;
}
/**
 * Publishes the language when it is not published, else unpublishes it.
 */
export interface LanguageToggleBody {
  /**
   * One of the supported language codes (en, fr, cy, ee, ms, de, zh, es, ja); any other is refused with UNSUPPORTED_LANGUAGE.
   */
  language: string;
  /**
   * The settings revision the caller last saw; when the stored one differs the toggle is refused with 409 and nothing changes.
   */
  revision?: number;
}
export interface InitReply {
  user: User;
  settings: AppSettings;
  i18n: I18NBundle;
  /**
   * The page named by opts.moduleSlug and opts.pageSlug, so the first screen needs no second call.
   */
  page: Page | null;
  structure: Structure;
  permissions: Permission[];
  /**
   * Names of the administration actions the user holds, for showing controls.
   */
  visiblePermissions: string[];
  basePaths: {
    app: string;
    api: string;
    signIn: string;
  };
  /**
   * Data schema key to privacy; absent keys are public.
   */
  dataPrivacy: {
    [k: string]: "public" | "private" | undefined;
  };
  /**
   * The lists the session views the site as a member of (admin view-as), or null.
   */
  viewAs: null | ViewingAs;
  activeBrandSettings: ActiveBrandSettings;
  generalAccessPermitted: boolean;
  /**
   * What the structure and page of this reply are up to date with; CONNECTED_INSTANCE names the server's current one, and a client holding another refetches them.
   */
  structureRevision: string;
}
export interface User {
  accountId: number;
  email: string;
  isAdmin: boolean;
  isElevated: boolean;
  profile: Profile;
  /**
   * The user's list memberships, in every state.
   */
  listMemberships: ListMembership[];
}
export interface Profile {
  accountId: number;
  data: {
    /**
     * The member's profile data: one value per data schema of source profile, under the schema's key (firstName, lastName and avatarFileId are such keys too). Another member gets only the values of public schemas (a schema's privacy, public by default); the owner and those who may update profiles get every value.
     */
    profile: {
      firstName?: string;
      lastName?: string;
      avatarFileId?: number | null;
    };
    meta: ProfileMeta;
  };
  acceptedUserListIds: number[];
  /**
   * True when the account's latest device keepalive is under 15 minutes old. Left out where presence was not asked for, and for members who keep their connectivity private (settings.privacy.isConnectivityPrivate), except to themselves.
   */
  online?: boolean;
  /**
   * GET profile/{id} only: whether the reader may start a private chat with this member (schemas mayStartChat: another signed-in member, neither blocking the other).
   */
  _canStartChat?: boolean;
}
/**
 * The owner's settings and state. Other readers get only its public keys (none so far), unless they may change this profile.
 */
export interface ProfileMeta {
  language?: LanguageCode;
  settings?: {
    theme?: ThemeMode;
    privacy?: {
      isConnectivityPrivate?: boolean;
      /**
       * The member's own choice of who reads each of their profile values, by data schema key: public (every signed-in member) or private (only they and those who may update profiles). A key without a choice follows its data schema's privacy.
       */
      data?: {
        [k: string]: "public" | "private" | undefined;
      };
    };
  };
  accessibility?: {
    noCarouselAutoPlay?: boolean;
  };
  /**
   * The member's state of each modal block by block id (key: the id in decimal): whether it was shown, whether they agreed, and when that last changed (forms spec: profile meta for modal blocks); and of each stepper block, the steps they have done.
   */
  block?: {
    [k: string]: ModalBlockState | undefined;
  };
  /**
   * The member's favourites by type ('profiles' holds account ids; other types hold the ids of what they name), newest last.
   */
  favourites?: {
    /**
     * @maxItems 200
     */
    [k: string]: Favourite[] | undefined;
  };
  /**
   * The posts and comments the member has reacted to, newest last: the most recent 100 are kept (fewer when the meta would outgrow its size), and one leaves when its last reaction is taken back.
   *
   * @maxItems 100
   */
  reactedPosts?: ReactedPost[];
}
export interface ModalBlockState {
  shown?: boolean;
  agreed?: boolean;
  /**
   * When shown or agreed last changed (ISO 8601).
   */
  timestamp?: string;
  /**
   * A stepper block's steps (their child block ids) the member has done.
   *
   * @maxItems 200
   */
  doneSteps?: number[];
}
export interface Favourite {
  targetId: number;
  /**
   * When it was added (ISO 8601).
   */
  addedAt?: string;
}
export interface ReactedPost {
  /**
   * The post or comment.
   */
  targetId: number;
  /**
   * The block it was posted in.
   */
  blockId: number;
  /**
   * The member's reactions to it, in the order given.
   *
   * @minItems 1
   * @maxItems 20
   */
  reactionIds: [string, ...string[]];
  /**
   * When the member last reacted to it (ISO 8601).
   */
  reactedAt: string;
}
/**
 * An account's membership of a user list.
 */
export interface ListMembership {
  id: number;
  userListId: number;
  state: MembershipState;
  /**
   * Left out when the list's members are shown.
   */
  hidden: boolean;
}
/**
 * A page with its blocks. `positions.col-0` orders the page's top-level blocks; `blocks` holds every block of the page, nested ones included.
 */
export interface Page {
  id: number;
  key: ElementKey1;
  slug: PageSlug;
  name: string;
  moduleId: number;
  type: PageType;
  width: PageWidth;
  isAbstract?: boolean;
  hideFromNav?: boolean;
  showOnlyThis?: boolean;
  visibleToLists?: VisibleToLists;
  relatedBlocks?: {
    modal?: number;
  };
  positions: Positions;
  blocks: Block[];
  /**
   * Translations of the page's texts, by language: the same property names as the texts they translate. A text left out shows in the default language. Not in members' reads, which carry the member's language.
   */
  translations?: {
    [k: string]: PageTexts | undefined;
  };
  fallbacks?: TextFallbacks;
  revision?: number;
}
/**
 * Column name (col-0 … col-11, one per column of at most 12: forms spec §5) to the ordered ids of the blocks in that column.
 */
export interface Positions {
  [k: string]: BlockIds | undefined;
}
/**
 * A block as the API serves it. Its children are referenced by id: `children` for stacked children (tabs: one child per tab), `positions` for column layouts.
 */
export interface Block {
  id: number;
  key: ElementKey1;
  /**
   * Block type; the registry maps it to a component.
   */
  type: string;
  pageId?: number;
  /**
   * At most 256 characters (data spec §9).
   */
  title?: string;
  showTitle?: boolean;
  /**
   * Options of the block type, checked against the type's options schema (its definition in @tessera/blocks/definitions).
   */
  options?: {};
  /**
   * Version of the shape of `options`, counted by the block type's migrations; absent means 1. Older options are migrated when read.
   */
  optionsVersion?: number;
  children?: BlockIds;
  positions?: Positions;
  columns?: ColumnWidths;
  visibility?: BlockVisibility;
  fields?: FieldIds;
  translations?: BlockTranslations;
  fallbacks?: TextFallbacks;
  revision?: number;
}
export interface BlockVisibility {
  /**
   * advanced: the rule tree decides; basic: the flags below decide.
   */
  mode?: "basic" | "advanced";
  rules?: RuleTree;
  visibleOnDesktop?: boolean;
  visibleOnMobile?: boolean;
  visibleOnUsersOwnProfile?: boolean;
  visibleOnOtherUsersProfiles?: boolean;
  noAutoOpen?: boolean;
  requiresAgreeing?: boolean;
  showOnce?: boolean;
}
/**
 * A group of visibility rules combined with all (every child must pass) or any (one child is enough). Children are rules or nested groups.
 */
export interface RuleTree {
  logicalOperator: "all" | "any";
  /**
   * The group's rules and groups: at most 50 (the spec sets no limit); the body limit of the route bounds how deep groups nest.
   *
   * @maxItems 50
   */
  children: (RuleTree | Rule)[];
}
export interface Rule {
  kind: RuleKind;
  /**
   * Dot path of the value to read (profile field key, user property, entity field, form field).
   */
  path?: string;
  operator?: RuleOperator;
  /**
   * Value compared with; for list kinds the list id.
   */
  value?: unknown;
  /**
   * User list id for list and power-up rules. In site files lists are named by key in `list` instead; the import turns it into listId.
   */
  listId?: number;
  list?: ElementKey1;
  state?: MembershipState;
  /**
   * Negate the rule's result.
   */
  inverted?: boolean;
}
/**
 * Translations of the block's texts, by language: the same property names as the texts they translate. A text left out shows in the default language. Not in members' reads, which carry the member's language.
 */
export interface BlockTranslations {
  [k: string]: BlockTexts | undefined;
}
/**
 * A block's translatable texts in one language: its title, and the options its type marks translatable (the block definition's `translatable`). Option texts (rich text among them) are bounded by the route's body limit, not here.
 */
export interface BlockTexts {
  title?: string;
  options?: {
    [k: string]: string | undefined;
  };
}
/**
 * A page's translatable texts in one language.
 */
export interface PageTexts {
  name?: string;
}
/**
 * Every module the user may see, in settings.moduleOrder, each with its page summaries.
 */
export interface Structure {
  modules: Module[];
}
/**
 * A module: a top-level tab holding ordered pages.
 */
export interface Module {
  id: number;
  key: ElementKey1;
  slug: ModuleSlug;
  name: string;
  /**
   * Id of the page the module route redirects to; the first page when null.
   */
  defaultPage?: number | null;
  /**
   * Ordered page ids.
   */
  childIds: number[];
  children: PageSummary[];
  isAbstract?: boolean;
  hideSubNav?: boolean;
  hideFromNav?: boolean;
  archived?: boolean;
  /**
   * Path into the target entity whose value is shown as the module title.
   */
  showTargetValueAsTitle?: string;
  /**
   * Translations of the module's texts, by language: the same property names as the texts they translate. A text left out shows in the default language. Not in members' reads, which carry the member's language.
   */
  translations?: {
    [k: string]: ModuleTexts | undefined;
  };
  fallbacks?: TextFallbacks;
  revision?: number;
}
/**
 * A page without its blocks, as navigation needs it.
 */
export interface PageSummary {
  id: number;
  key: ElementKey1;
  slug: Slug;
  name: string;
  moduleId: number;
  type: PageType;
  width: PageWidth;
  isAbstract?: boolean;
  hideFromNav?: boolean;
  visibleToLists?: VisibleToLists;
  /**
   * Translations of the page's texts, by language: the same property names as the texts they translate. A text left out shows in the default language. Not in members' reads, which carry the member's language.
   */
  translations?: {
    [k: string]: PageTexts | undefined;
  };
  fallbacks?: TextFallbacks;
}
/**
 * A module's translatable texts in one language.
 */
export interface ModuleTexts {
  name?: string;
}
/**
 * An action allowed on a subject: on every item of it; on one item (subjectId); on the items of it inside one module, page or block (within: a check passes only when it names that container); in a scope or on a field.
 */
export interface Permission {
  action: string;
  subject: string;
  subjectId?: number;
  within?: ItemRef;
  scope?: string;
  field?: string;
  conditions?: {};
}
/**
 * A module, page or block, by kind and id (ids are unique per kind only).
 */
export interface ItemRef {
  kind: ItemKind;
  id: number;
}
/**
 * What a notification is about (data spec §3), and the names its text shows.
 */
export interface NotificationData {
  userListId?: number;
  entityId?: number;
  parentId?: number;
  postId?: number;
  fromAccountId?: number;
  /**
   * The name of what it is about when it was sent (a list's label).
   */
  title?: string;
  /**
   * The sender's public name when it was sent.
   */
  fromName?: string;
  /**
   * The app route (under /app) of the page where it happened: a post's page, with its block:{blockId} entry.
   */
  path?: string;
}
/**
 * One notification of one member (data spec §3): seen once its list's dropdown was opened, read once clicked; also the payload of events:notification.
 */
export interface Notification {
  id: number;
  list: NotificationList;
  /**
   * A NotificationType; a runtime older than the server may meet one it does not know (it shows nothing and logs an error).
   */
  type: string;
  /**
   * The source kind (forms spec §9): 2 EntityApplication, 3 AdminNotification, 9 UserCommunicationAction…
   */
  typeId: number;
  /**
   * What it is about: the list, the chat partner, the post (see its type's link).
   */
  targetId: number | null;
  /**
   * Text its sender wrote (a broadcast, an admin's message on a decision).
   */
  message: string | null;
  date: string;
  seen: boolean;
  read: boolean;
  data: NotificationData;
}
/**
 * GET profile/notifications/{type}/{page}: one page of a list, newest first.
 */
export interface NotificationsPage {
  items: Notification[];
  /**
   * Older pages follow.
   */
  more: boolean;
  total: number;
}
export interface NotificationsPageQuery {
  limit?: number;
}
/**
 * GET profile/notifications/count/{type}: the unseen notifications of a list.
 */
export interface NotificationCountReply {
  count: number;
}
/**
 * POST profile/notifications/read: the member's notifications to mark read (and seen); others' ids change nothing.
 */
export interface NotificationReadBody {
  /**
   * @minItems 1
   * @maxItems 500
   */
  notificationIds: [number, ...number[]];
}
export interface NotificationReadReply {
  /**
   * How many were unread.
   */
  changed: number;
}
/**
 * A member's choice for one event (data spec §3).
 */
export interface Subscribable {
  eventName: NotificationType;
  /**
   * The item the choice is about; 0: the event wherever it happens.
   */
  id: number;
  type: NotificationList;
  /**
   * Sent by e-mail.
   */
  active: boolean;
  /**
   * Shown in the app (off: nothing is stored).
   */
  inAppActive: boolean;
  scope: NotificationScope;
}
/**
 * GET profile/notifications/userPreferences and adminPreferences: every event of the scope with the member's choice (or its default).
 */
export interface PreferencesReply {
  preferences: Subscribable[];
}
/**
 * Something a member follows because it concerns them (they were told about it, or applied to it).
 */
export interface FollowedItem {
  type: FollowedItemType;
  id: number;
  title: string;
  /**
   * Muted: it creates no notification.
   */
  muted: boolean;
  followedAt: string;
}
/**
 * POST profile/notifications/getFollowedItems.
 */
export interface FollowedItemsBody {
  /**
   * Only the muted ones (true) or only the others (false); both when left out.
   */
  muted?: boolean;
  filters?: FollowedItemsFilters;
}
export interface FollowedItemsFilters {
  type?: "userList";
  /**
   * Part of the title.
   */
  search?: string;
}
export interface FollowedItemsReply {
  items: FollowedItem[];
}
/**
 * POST profile/notifications/updateUserPreferences.
 */
export interface UpdatePreferencesBody {
  /**
   * The event; 'all' when muting an item (every event about it).
   */
  event: NotificationType | "all";
  /**
   * The new value of the choice preferenceType names.
   */
  active: boolean;
  /**
   * email: by e-mail (the subscribable's active); inApp: in the app; muted: the followed item type/targetId.
   */
  preferenceType: "email" | "inApp" | "muted";
  /**
   * The admin preferences (needs the administration check).
   */
  admin?: boolean;
  type?: FollowedItemType;
  /**
   * The followed item (muted only); 0 or absent otherwise.
   */
  targetId?: number;
  /**
   * Accepted for callers of the spec's call; not used.
   */
  extra?: {};
}
/**
 * The scope's preferences and every followed item after the change.
 */
export interface UpdatePreferencesReply {
  preferences: Subscribable[];
  followedItems: FollowedItem[];
}
/**
 * An admin's message to the accepted members of lists.
 */
export interface BroadcastBody {
  /**
   * @minItems 1
   * @maxItems 50
   */
  listIds: [number, ...number[]];
  message: string;
}
export interface BroadcastRecipientsBody {
  /**
   * @minItems 1
   * @maxItems 50
   */
  listIds: [number, ...number[]];
}
export interface BroadcastRecipientsReply {
  /**
   * Accepted members of the lists, each counted once.
   */
  count: number;
}
/**
 * A broadcast as the notification history shows it.
 */
export interface Broadcast {
  id: number;
  sentBy: number | null;
  sentByName: string | null;
  lists: BroadcastList[];
  message: string;
  recipientCount: number;
  date: string;
}
export interface BroadcastList {
  id: number;
  label: string;
}
/**
 * GET profile/notifications/notificationHistory: the latest broadcasts, newest first.
 */
export interface NotificationHistoryReply {
  broadcasts: Broadcast[];
}
/**
 * notifications:itemsToSubscribeTo: the member's followed items changed (another tab muted one, or a new one concerns them).
 */
export interface ItemsToSubscribeToEvent {
  followedItems: FollowedItem[];
}
/**
 * One media item of a user post: an uploaded file (source local, fileId) or an address (url) for the other sources and for links.
 */
export interface PostMedia {
  type: PostMediaType;
  source: PostMediaSource;
  /**
   * The uploaded file (source local).
   */
  fileId?: number;
  /**
   * The address (every source but local).
   */
  url?: string;
  title?: string;
}
/**
 * A member named with @ in the text, as the server resolved it when the text was stored.
 */
export interface PostMention {
  accountId: number;
  /**
   * The public name as written after the @.
   */
  name: string;
}
/**
 * How many members gave each reaction (individualReactionScores), keyed by the reaction (an emoji).
 */
export interface ReactionScores {
  [k: string]: number | undefined;
}
/**
 * meta.score (every reaction given, of every kind) and the score of each reaction.
 */
export interface CommunicationMeta {
  score: number;
  reactionScores: ReactionScores;
}
/**
 * A post or comment (data spec §3 Comment or post). `message` is member HTML sanitised by the server's one sanitiser when stored; `children` counts its direct replies; `own`: the reader wrote it.
 */
export interface Communication {
  id: number;
  /**
   * The block it was written in.
   */
  targetId: number;
  /**
   * The post or comment it answers; null for a post.
   */
  parentId: number | null;
  scope: PostScope;
  /**
   * The author's account.
   */
  from: number;
  /**
   * The author's public name (the account id when it is private).
   */
  fromName: string;
  own: boolean;
  title: string | null;
  message: string;
  media: PostMedia[];
  mentions: PostMention[];
  meta: CommunicationMeta;
  /**
   * The reactions the reader gave it.
   */
  userReactions: string[];
  children: number;
  createdAt: string;
  updatedAt: string;
  /**
   * Changed after it was written.
   */
  edited: boolean;
}
/**
 * What a member writes: the text (member HTML; @First Last names a member), a title (card walls and user posts), media (user posts) and, for a reply, the post or comment it answers. The block's options set the limits.
 */
export interface CommentInput {
  message: string;
  title?: string;
  parentId?: number;
  /**
   * @maxItems 20
   */
  media?: PostMedia[];
}
/**
 * PUT structure/block/{id}/comment and POST structure/block/{id}/comment/{commentId}.
 */
export interface CommentBody {
  comment: CommentInput;
}
/**
 * GET communications/{targetId}: one page (from 1) of the block's posts, or of one post's or comment's replies (parentId).
 */
export interface CommunicationsQuery {
  page?: number;
  limit?: number;
  parentId?: number;
  /**
   * As CommunicationOrder: a query parameter's values are written out, for the API reference's parameters.
   */
  order?: "newest" | "oldest" | "score";
  /**
   * As PostScope.
   */
  scope?: "post" | "comment";
}
/**
 * One page of posts or replies: items, whether more follow, and how many there are in all.
 */
export interface CommunicationsReply {
  items: Communication[];
  more: boolean;
  total: number;
}
/**
 * DELETE communications/{targetId}/{communicationId}: why (kept with the deletion; moderators give one).
 */
export interface DeleteCommunicationQuery {
  reason?: string;
}
/**
 * POST structure/block/{id}/setReaction/{commentId}: gives the reaction (an emoji), or takes it back when the member had given it.
 */
export interface SetReactionBody {
  reactionId: string;
}
/**
 * The post's scores after the member's reaction.
 */
export interface ReactionReply {
  id: number;
  score: number;
  userReactions: string[];
  individualReactionScores: ReactionScores;
}
/**
 * GET structure/block/{id}/recalculatePostScores: how many of the block's posts and comments had their scores counted again, and how many had drifted.
 */
export interface RecalculateScoresReply {
  counted: number;
  corrected: number;
}
/**
 * posts:changed, to those viewing the block: a post or comment was written (or brought back), edited, deleted, or its scores moved. `communication` (created, updated) is as others see it: own false, no userReactions; `meta` (scored) holds the new scores.
 */
export interface PostsChangedEvent {
  blockId: number;
  id: number;
  parentId: number | null;
  action: "created" | "updated" | "deleted" | "scored";
  communication?: Communication;
  meta?: CommunicationMeta;
}
/**
 * Members matching every filter (and) or any of them (or).
 */
export interface DirectoryFilterGroup {
  operator: "and" | "or";
  /**
   * Each a directoryFilter: a group or a filter (the two branches are named here so a group inside a group is a choice, as in rule trees).
   *
   * @minItems 1
   * @maxItems 20
   */
  filters: [DirectoryFilterGroup | DirectoryFilterLeaf, ...(DirectoryFilterGroup | DirectoryFilterLeaf)[]];
}
/**
 * Members whose public profile value `key` is the boolean `value` (false also matches a member without the value).
 */
export interface DirectoryBoolFilter {
  type: "bool";
  /**
   * A top-level key of profile data (profile.data.profile).
   */
  key: string;
  value: boolean;
}
/**
 * Members accepted into any of these lists. userList leaves hidden memberships out; hiddenAndVisibleUserList counts them too, on the lists whose hidden members the reader may see (those who may update the list), and only the visible ones elsewhere.
 */
export interface DirectoryUserListFilter {
  type: "userList" | "hiddenAndVisibleUserList";
  listIds: Ids;
}
/**
 * Members belonging to an entity of one of these entity definitions (through the entity's lists).
 */
export interface DirectoryDefinitionIdFilter {
  type: "definitionId";
  definitionIds: Ids;
}
/**
 * hasConnections: members with (value true) or without (false) a connection. hasMemberships: members with or without a visible accepted membership of a list that is not a system list.
 */
export interface DirectoryHasFilter {
  type: "hasConnections" | "hasMemberships";
  value: boolean;
}
/**
 * Members with a visible accepted membership of a list belonging to one of these entities.
 */
export interface DirectoryEntityMembershipFilter {
  type: "entityMembership";
  entityIds: Ids;
}
/**
 * What the directory looks for: words typed (each a prefix of a word of the member's public name or public profile values), a filter tree, a page, and the profile values to show on each card.
 */
export interface DirectorySearchBody {
  text?: string;
  filter?: DirectoryFilter;
  page?: number;
  limit?: number;
  /**
   * Profile values to return on each card besides the name and avatar; each only where the reader may see it.
   *
   * @maxItems 10
   *
   * Items: A top-level key of profile data (profile.data.profile).
   */
  fields?: string[];
}
/**
 * A member found: the account, and of their profile the name, the avatar and the asked-for values the reader may see.
 */
export interface DirectoryMember {
  accountId: number;
  profile: {
    firstName?: string;
    lastName?: string;
    avatarFileId?: number | null;
    [k: string]: unknown | undefined;
  };
}
/**
 * One page of members, by last name, first name, then account; total counts every match.
 */
export interface DirectorySearchReply {
  /**
   * @maxItems 50
   */
  members: DirectoryMember[];
  total: number;
  page: number;
  limit: number;
}
/**
 * The keys of the lists a directory block offers as filters.
 */
export interface DirectoryListsBody {
  /**
   * @maxItems 50
   */
  keys: string[];
}
export interface DirectoryList {
  id: number;
  key: string;
  label: string;
}
/**
 * The lists of the keys asked for that exist, in the order asked for.
 */
export interface DirectoryListsReply {
  /**
   * @maxItems 50
   */
  lists: DirectoryList[];
}
/**
 * A member found: the account and the name other members see. Nothing else of the profile (a picker needs no more, and the rest may become private per field).
 */
export interface ProfileSearchHit {
  accountId: number;
  firstName: string;
  lastName: string;
}
export interface ProfileSearchReply {
  /**
   * @maxItems 20
   */
  profiles: ProfileSearchHit[];
}
export interface ProfileMeta1 {
  language?: LanguageCode;
  settings?: {
    theme?: ThemeMode;
    privacy?: {
      isConnectivityPrivate?: boolean;
      /**
       * The member's own choice of who reads each of their profile values, by data schema key: public (every signed-in member) or private (only they and those who may update profiles). A key without a choice follows its data schema's privacy.
       */
      data?: {
        [k: string]: "public" | "private" | undefined;
      };
    };
  };
  accessibility?: {
    noCarouselAutoPlay?: boolean;
  };
  /**
   * The member's state of each modal block by block id (key: the id in decimal): whether it was shown, whether they agreed, and when that last changed (forms spec: profile meta for modal blocks); and of each stepper block, the steps they have done.
   */
  block?: {
    [k: string]: ModalBlockState | undefined;
  };
  /**
   * The member's favourites by type ('profiles' holds account ids; other types hold the ids of what they name), newest last.
   */
  favourites?: {
    /**
     * @maxItems 200
     */
    [k: string]: Favourite[] | undefined;
  };
  /**
   * The posts and comments the member has reacted to, newest last: the most recent 100 are kept (fewer when the meta would outgrow its size), and one leaves when its last reaction is taken back.
   *
   * @maxItems 100
   */
  reactedPosts?: ReactedPost[];
}
/**
 * Write one value into the signed-in user's profile meta at a dot path.
 */
export interface MetaUpsertBody {
  path: string;
  data: unknown;
}
/**
 * Whether other members may see when the signed-in user is online.
 */
export interface ConnectivityPrivacyBody {
  /**
   * True: others never see this member online.
   */
  isConnectivityPrivate: boolean;
}
/**
 * Who reads the signed-in member's value of one profile data schema.
 */
export interface DataPrivacyBody {
  /**
   * A profile data schema's key (no dots: it is a step of a meta path).
   */
  key: string;
  /**
   * public: every signed-in member; private: only the member and those who may update profiles.
   */
  privacy: "public" | "private";
}
export interface ProfileCollectionBody {
  /**
   * @maxItems 100
   */
  accountIds: number[];
}
/**
 * The profiles of the ids asked for that exist, in the order asked for.
 */
export interface ProfileCollectionReply {
  profiles: Profile[];
}
/**
 * A profile form's changes: the values of the block's fields, by data key. Only the keys of the block's fields are accepted; undefined and null values are dropped, not stored.
 */
export interface ProfileSaveBody {
  /**
   * The form block whose fields define what may be saved and the rules the values must pass.
   */
  blockId: number;
  /**
   * Field data key → value (a field's data schema key, else its key, else field<id>). Nested values (group objects, repeater rows, lists) are bounded by the body limit and checked against their field.
   */
  changes: {
    [k: string]: ProfileFormValue | undefined;
  };
}
/**
 * One broken rule of a saved form, as the form engine's validateForm reports it; a 400 reply with error 'Invalid form values' lists them in `details`.
 */
export interface FormFieldError {
  /**
   * Where in the values: ['city'], ['address', 'city'], ['jobs', 2, 'title'].
   */
  path: (string | number)[];
  /**
   * The message kind; the text is the translation key form.errorTypes.<kind>.
   */
  kind: string;
  /**
   * Values the message shows (min, max, the other field's label…).
   */
  params?: {
    [k: string]: string | number | undefined;
  };
}
/**
 * Adds one favourite to the signed-in member's list of its type (adding one already there changes nothing).
 */
export interface FavouriteAddBody {
  type: FavouriteType;
  /**
   * The id of the favourite: an account id for type 'profiles'.
   */
  value: number;
}
/**
 * Records that the signed-in member has just viewed another member's profile.
 */
export interface ViewedProfileBody {
  accountId: number;
}
export interface ProfileAction {
  /**
   * What the action was done to: for viewedProfile, the account id.
   */
  targetId: number;
  /**
   * When it was last done.
   */
  at: string;
}
/**
 * The signed-in member's latest actions of one name, newest first (at most 20), each target once. Targets that no longer exist are left out.
 */
export interface ProfileActionsReply {
  name: ProfileActionName;
  /**
   * @maxItems 20
   */
  actions: ProfileAction[];
}
/**
 * An account's list memberships in every state, oldest first; those of dynamic lists only when asked for.
 */
export interface MembershipStatesReply {
  accountId: number;
  memberships: ListMembership[];
}
/**
 * Profile values written as given, without a form's rules, by someone who may update every profile: data key → value, null removes the value.
 */
export interface ForceUpdateBody {
  changes: {
    [k: string]: ProfileFormValue | undefined;
  };
}
/**
 * PUT /reportAbuse/communication: a member's report of a post or comment; a second report of the same item by the same member replaces their first.
 */
export interface ReportAbuseBody {
  reportedId: number;
  reportedType: ReportedType;
  category: AbuseCategory;
  data?: AbuseReportData;
}
export interface AbuseReportData {
  /**
   * What the member adds in their own words.
   */
  message?: string;
}
/**
 * One member's report.
 */
export interface AbuseReport {
  id: number;
  reportedId: number;
  reportedType: ReportedType;
  category: AbuseCategory;
  data: AbuseReportData;
  status: AbuseReportStatus;
  reporterId: number;
  reporterName: string;
  createdAt: string;
  updatedAt: string;
}
/**
 * GET reportAbuse/search: reports matching every filter given, grouped by the item reported, newest report first; page from 1, limit 10 by default.
 */
export interface ReportAbuseSearchQuery {
  /**
   * As AbuseReportStatus: a query parameter's values are written out, for the API reference's parameters.
   */
  status?: "open" | "inReview" | "resolved" | "dismissed";
  /**
   * As AbuseCategory.
   */
  category?: "spam" | "harassment" | "hate" | "misinformation" | "other";
  /**
   * As ReportedType.
   */
  reportedType?: "post" | "comment";
  /**
   * Reported on or after this day (UTC).
   */
  from?: string;
  /**
   * Reported on or before this day (UTC).
   */
  to?: string;
  page?: number;
  limit?: number;
}
export interface ReportedAuthor {
  id: number;
  name: string;
}
/**
 * The post or comment reported, as moderators see it (deleted ones too).
 */
export interface ReportedItem {
  id: number;
  type: ReportedType;
  blockId: number;
  title: string | null;
  /**
   * Its sanitised HTML.
   */
  message: string;
  author: ReportedAuthor;
  createdAt: string;
  deleted: boolean;
  deleteReason: string | null;
  /**
   * The app route of the page showing it, with its block position.
   */
  path: string | null;
}
/**
 * One row of the report list: an item with how many reports match, their categories and statuses.
 */
export interface ReportGroup {
  /**
   * Its first matching report: the one the screen opens.
   */
  id: number;
  item: ReportedItem;
  count: number;
  categories: AbuseCategory[];
  statuses: AbuseReportStatus[];
  lastReportedAt: string;
}
export interface ReportAbuseSearchReply {
  items: ReportGroup[];
  more: boolean;
  /**
   * Items (groups) matching.
   */
  total: number;
}
/**
 * One moderator action on the item, as the audit log keeps it.
 */
export interface ModerationEntry {
  action: ModerationAction;
  by: number;
  byName: string;
  at: string;
  /**
   * The reason of a deletion, or the comment sent to the author.
   */
  message: string | null;
  status: AbuseReportStatus | null;
}
/**
 * GET reportAbuse/{id}: the item a report is about, every report of it and what moderators did.
 */
export interface ReportAbuseDetail {
  id: number;
  item: ReportedItem;
  reports: AbuseReport[];
  history: ModerationEntry[];
}
export interface DeleteCommunicationAdminBody {
  /**
   * A report of the item.
   */
  id: number;
  /**
   * Told to its author.
   */
  reason: string;
}
export interface CommentCommunicationAdminBody {
  id: number;
  message: string;
}
export interface EnableCommunicationAdminBody {
  id: number;
}
/**
 * POST reportAbuse/{id}: the report's new status; with bulk, every report of the same item.
 */
export interface ReportStatusBody {
  status: AbuseReportStatus;
  bulk?: boolean;
}
export interface SettingsChangeBody {
  /**
   * Top-level settings to replace (a shallow merge); the result must still be valid AppSettings.
   */
  changes: {
    [k: string]: unknown | undefined;
  };
  /**
   * The revision the caller last saw; when the stored one differs the write is refused with 409 and nothing changes.
   */
  revision?: number;
}
/**
 * Relative path ('/'-separated) → the file's JSON. The server checks them as `tessera validate` does.
 */
export interface SiteFilesModel {
  [k: string]: {} | undefined;
}
/**
 * Element id → its revision (a counter, or a content hash for elements without a row of their own: translations).
 */
export interface ElementRevisions {
  [k: string]: number | string | undefined;
}
export interface SiteSnapshot {
  files: SiteFilesModel;
  /**
   * Asset path → SHA-256 of its bytes.
   */
  assets: {
    [k: string]: string | undefined;
  };
  revisions: ElementRevisions;
  /**
   * With ?assets=true: SHA-256 → the bytes, base64.
   */
  assetData?: {
    [k: string]: string | undefined;
  };
}
export interface SiteApplyBody {
  files: SiteFilesModel;
  /**
   * Every asset the files reference: path → its SHA-256 and, unless the server already holds bytes with that SHA-256 (or this is a dry run, which stores nothing), its bytes (base64).
   */
  assets: {
    [k: string]:
      | {
          sha256: string;
          data?: string;
        }
      | undefined;
  };
  base: ElementRevisions;
  /**
   * Plan only; nothing changes.
   */
  dryRun?: boolean;
  /**
   * Delete the modules, pages, brands and languages the files no longer hold (without it they are kept, and the plan marks them kept).
   */
  prune?: boolean;
  /**
   * Apply over the server's changes made since `base`.
   */
  force?: boolean;
}
export interface SitePlanEntry {
  element: string;
  file: string;
  action: "create" | "update" | "delete";
  /**
   * For updates: the JSON Pointers into the element that change.
   */
  paths?: string[];
  /**
   * A delete that waits for prune.
   */
  kept?: boolean;
}
export interface SiteSyncConflict {
  element: string;
  file: string;
  base: number | string;
  current: number | string | null;
}
export interface SiteApplyReply {
  plan: SitePlanEntry[];
  /**
   * The elements the server changed since `base`: force applied over them; a dry run lists them (an apply without force refuses them with 409).
   */
  conflicts: SiteSyncConflict[];
  applied: boolean;
  revisions: ElementRevisions;
  /**
   * The SHA-256 of every asset the site uses on the server after the call: the client sends no bytes for these next time.
   */
  assets: string[];
  /**
   * Paths of assets sent without bytes whose SHA-256 the server does not hold: nothing was applied; send them again with their bytes.
   */
  missingAssets?: string[];
}
export interface SlugValidateReply {
  /**
   * True when no other item of the source (within the context) has the slug and the slug is allowed there (well-formed, not reserved).
   */
  unique: boolean;
  /**
   * 0 when the slug is unique; else the smallest n from 2 for which `<slug>-<n>` is free, the suggestion a form offers.
   */
  number: number;
}
/**
 * A spot in a column: the page's column col-{col}, or a block's (col-{col} of a block with columns, its children when col is 0 for a block without). `index` counts from 0; left out when inserting, the end of the column.
 */
export interface BlockPlacement {
  parentType: BlockParentType;
  parentId: number;
  col: number;
  index?: number;
}
/**
 * Where a block is used on its page: a column spot, or the page's related modal block.
 */
export interface BlockUsage {
  pageId: number;
  parentType: BlockParentType;
  parentId: number;
  col?: number;
  index?: number;
  related?: "modal";
}
/**
 * What a write changes in a block: the properties given replace the stored ones. `id`, `key`, `type`, `pageId`, `children` and `positions` may be sent back as read but must not differ (blocks are placed with the move, insert and paste routes). `revision`: the one the caller last saw (409 when it moved).
 */
export interface BlockChanges {
  id?: number;
  key?: ElementKey1;
  type?: string;
  pageId?: number;
  title?: string;
  showTitle?: boolean;
  options?: {};
  optionsVersion?: number;
  children?: BlockIds;
  positions?: Positions;
  columns?: ColumnWidths;
  visibility?: BlockVisibility;
  fields?: FieldIds;
  translations?: BlockTranslations;
  revision?: number;
}
/**
 * A block to create: its type and what it starts with. Without a key, one is made from the type.
 */
export interface NewBlockInput {
  type: string;
  key?: ElementKey1;
  title?: string;
  showTitle?: boolean;
  options?: {};
  optionsVersion?: number;
  columns?: ColumnWidths;
  visibility?: BlockVisibility;
  fields?: FieldIds;
  translations?: BlockTranslations;
}
/**
 * PUT structure/block: creates `block` on page `pageId` at a spot: the page's column `colIndex` (default 0) or, with `parentId`, that block's column; at `index` (default: the end). `asParentFor`: an existing block the new one takes the place of, holding it as its first child. `related`: the page's related modal block instead of a spot in a column. `defaults`: store the type's default options under the given ones.
 */
export interface BlockCreateBody {
  pageId: number;
  block: NewBlockInput;
  parentId?: number;
  colIndex?: number;
  index?: number;
  asParentFor?: number;
  related?: boolean;
  defaults?: boolean;
}
export interface BlockUpdateBody {
  block: BlockChanges;
}
/**
 * POST structure/block: changes several blocks in one transaction, each naming its id: at most 16, as many blocks at their largest (every column and list full) as fit the route's 1 MiB body limit (the spec sets no limit; the editor saves one block at a time).
 */
export interface BlocksUpdateBody {
  /**
   * @minItems 1
   * @maxItems 16
   */
  blocks: [BlockChanges, ...BlockChanges[]];
}
/**
 * Sets one property of a block; the block must still match its schema and type afterwards.
 */
export interface BlockPropertyBody {
  key: "title" | "showTitle" | "options" | "columns" | "visibility" | "translations";
  value: unknown;
  revision?: number;
}
/**
 * What a delete did. `deleted`: the block is gone from its page (a removal from its last spot deletes it too); then `token` reverts it with POST /structure/revert until `expiresAt`, when it is removed for good.
 */
export interface BlockRemovalReply {
  deleted: boolean;
  token?: string;
  expiresAt?: string;
}
export interface RevertBody {
  token: string;
}
/**
 * The block restored, and the page it is on again.
 */
export interface RevertReply {
  blockId: number;
  pageId: number;
}
/**
 * POST structure/block/move: moves blocks from one spot to another, in order, in one transaction. Every `from` is on page `fromPageId`, every `to` on `toPageId`; a block moving to another page takes the blocks nested in it along.
 */
export interface BlockMoveBody {
  fromPageId: number;
  toPageId: number;
  /**
   * @minItems 1
   * @maxItems 100
   */
  updates: [
    {
      id: number;
      from: BlockPlacement;
      to: BlockPlacement;
    },
    ...{
      id: number;
      from: BlockPlacement;
      to: BlockPlacement;
    }[]
  ];
}
/**
 * POST structure/block/clone: pastes captured blocks at a spot of page `pageId`. `action`: move (from their one spot), clone (a copy of each block and everything nested in it, with new ids) or copy (the same block in one more spot of its own page). Any other action is refused.
 */
export interface BlockPasteBody {
  action: string;
  /**
   * @minItems 1
   * @maxItems 100
   */
  ids: [number, ...number[]];
  pageId: number;
  to: BlockPlacement;
}
export interface ChildrenIdsBody {
  /**
   * @minItems 1
   * @maxItems 100
   */
  childrenIds: [number, ...number[]];
}
/**
 * A page of blocks, each with where it is used when asked for (`withUsages`).
 */
export interface BlockSearchReply {
  results: {
    block: Block;
    usages?: BlockUsage[];
  }[];
  total: number;
  page: number;
  limit: number;
}
/**
 * What the add-block picker offers: each block type of this release with its default options.
 */
export interface BlockTemplatesReply {
  templates: {
    type: string;
    options: {};
    columns?: ColumnWidths;
  }[];
}
export interface SubscribableReply {
  /**
   * Whether the user may subscribe to notifications of this block.
   */
  subscribable: boolean;
}
/**
 * The blocks now at the spot pasted into, in order (for clone, the new copies).
 */
export interface PastedBlocksReply {
  blocks: Block[];
}
export interface FieldListReply {
  fields: Field[];
}
/**
 * Where a field's value is stored: a key within a source.
 */
export interface DataSchema {
  id?: number;
  key: string;
  type: "string" | "number" | "integer" | "boolean" | "array" | "object" | "null";
  source: "profile" | "entity" | "entityProperty" | "user" | "application" | "form";
  privacy?: "public" | "private";
}
/**
 * Validation rule name to its argument.
 */
export interface Validation {
  [k: string]: unknown | undefined;
}
/**
 * A conditional field's condition: its child fields show while this rule tree holds. Its formField rules read the form's values by dot path; rules of other kinds never hold in a form.
 */
export interface RuleTree1 {
  logicalOperator: "all" | "any";
  /**
   * The group's rules and groups: at most 50 (the spec sets no limit); the body limit of the route bounds how deep groups nest.
   *
   * @maxItems 50
   */
  children: (RuleTree | Rule)[];
}
/**
 * PUT structure/field creates `field` (or, with `fieldId` and no field, uses that one); POST changes field `fieldId` to `field`. With `itemId` and `itemType`, the field is also attached to that item, at `_opts.index` of its fields (default: the end). `source`: where the field's value is stored when the field names no data schema (its key in that source).
 */
export interface FieldWriteBody {
  itemId?: number;
  itemType?: FieldItemType;
  fieldId?: number;
  field?: Field;
  _opts?: {
    index?: number;
  };
  /**
   * A data schema source (data-schema.schema.json).
   */
  source?: "profile" | "entity" | "entityProperty" | "user" | "application" | "form";
}
/**
 * A field's default value (its `default`, else its `defaultOption`), null when it has none.
 */
export interface FieldDefaultReply {
  id: number;
  value: unknown;
}
export interface FieldDefaultsBody {
  /**
   * @maxItems 500
   */
  fieldIds: number[];
}
/**
 * The defaults of the fields that exist among those asked for, in the order asked for.
 */
export interface FieldDefaultsReply {
  defaults: FieldDefaultReply[];
}
/**
 * Every data schema the site's fields store their values by, once per source and key.
 */
export interface DataSchemaListReply {
  dataSchemas: DataSchema[];
}
/**
 * One page of the modules matching a search.
 */
export interface ModuleSearchReply {
  modules: Module[];
  /**
   * How many match, on every page of results.
   */
  total: number;
  page: number;
  limit: number;
}
/**
 * Modules in settings.moduleOrder, each with its page summaries.
 */
export interface ModuleListReply {
  modules: Module[];
}
/**
 * The new order of the site's modules: every module id, each once.
 */
export interface ModuleOrderBody {
  /**
   * @minItems 1
   * @maxItems 1000
   */
  order: [number, ...number[]];
  /**
   * The settings revision the caller last saw (the order is kept in settings.moduleOrder); 409 when it moved.
   */
  revision?: number;
}
/**
 * What POST structure/module/{id} may change; properties left out keep their value.
 */
export interface ModuleChanges {
  name?: string;
  slug?: ModuleSlug;
  /**
   * A page of this module, or null for its first page.
   */
  defaultPage?: number | null;
  isAbstract?: boolean;
  hideSubNav?: boolean;
  hideFromNav?: boolean;
  archived?: boolean;
  showTargetValueAsTitle?: string;
  /**
   * Translations of the module's name, by language.
   */
  translations?: {
    [k: string]: ModuleTexts | undefined;
  };
  /**
   * The revision the caller last saw; when the stored one differs the write is refused with 409 and nothing changes.
   */
  revision?: number;
}
export interface ModuleUpdateBody {
  module: ModuleChanges;
}
/**
 * Creates a module at the end of the module order, with the pages of a template when one is named.
 */
export interface ModuleCreateBody {
  module: ModuleDraft;
  templateId?: ModuleTemplateId;
}
/**
 * A module to create. The key defaults to the slug.
 */
export interface ModuleDraft {
  name: string;
  slug: ModuleSlug;
  key?: ElementKey1;
  isAbstract?: boolean;
  hideSubNav?: boolean;
  hideFromNav?: boolean;
  /**
   * Translations of the module's name, by language.
   */
  translations?: {
    [k: string]: ModuleTexts | undefined;
  };
}
/**
 * A starting point for a new module: the pages it is created with.
 */
export interface ModuleTemplate {
  id: ModuleTemplateId;
  name: string;
  description: string;
  pages: {
    key: ElementKey1;
    slug: PageSlug;
    name: string;
    type: PageType;
  }[];
}
export interface ModuleTemplatesReply {
  templates: ModuleTemplate[];
}
/**
 * One page of the pages matching a search.
 */
export interface PageSearchReply {
  pages: PageSummary[];
  /**
   * How many match, on every page of results.
   */
  total: number;
  page: number;
  limit: number;
}
/**
 * Page summaries, module by module in module order, each module's pages in its order.
 */
export interface PageListReply {
  pages: PageSummary[];
}
/**
 * The new order of a module's pages: every page id of the module, each once.
 */
export interface PageOrderBody {
  moduleId: number;
  /**
   * @minItems 1
   * @maxItems 1000
   */
  order: [number, ...number[]];
  /**
   * The module revision the caller last saw; 409 when it moved.
   */
  revision?: number;
}
/**
 * What POST structure/page/{id} may change; properties left out keep their value.
 */
export interface PageChanges {
  name?: string;
  slug?: PageSlug;
  type?: PageType;
  width?: PageWidth;
  isAbstract?: boolean;
  hideFromNav?: boolean;
  showOnlyThis?: boolean;
  visibleToLists?: VisibleToLists;
  /**
   * Translations of the page's texts, by language.
   */
  translations?: {
    [k: string]: PageTexts | undefined;
  };
  /**
   * The revision the caller last saw; when the stored one differs the write is refused with 409 and nothing changes.
   */
  revision?: number;
}
export interface PageUpdateBody {
  page: PageChanges;
}
/**
 * Creates a page in a module, at `index` of its pages (the end when left out).
 */
export interface PageCreateBody {
  moduleId: number;
  page: PageDraft;
  index?: number;
}
/**
 * A page to create, without blocks. The key defaults to the slug; type other and width fixed when left out.
 */
export interface PageDraft {
  name: string;
  slug: PageSlug;
  key?: ElementKey1;
  type?: PageType;
  width?: PageWidth;
  isAbstract?: boolean;
  hideFromNav?: boolean;
  showOnlyThis?: boolean;
  visibleToLists?: VisibleToLists;
  /**
   * Translations of the page's texts, by language.
   */
  translations?: {
    [k: string]: PageTexts | undefined;
  };
}
/**
 * Blocks of the page to place among its top-level blocks, in this order.
 */
export interface PageChildrenBody {
  /**
   * @minItems 1
   * @maxItems 200
   */
  childrenIds: [number, ...number[]];
  /**
   * The page revision the caller last saw; 409 when it moved.
   */
  revision?: number;
}
/**
 * Who holds a grant: an account, or every accepted member of a user list.
 */
export interface GrantHolder {
  kind: "account" | "userList";
  id: number;
}
/**
 * One action allowed to a holder on the item (subject left out), or on the items of `subject` inside it (items.pages in a module; items.blocks or items.blocks.{type} in a module, page or block).
 */
export interface ItemPermission {
  action: ItemAction;
  to: GrantHolder;
  subject?: ItemSubject;
}
/**
 * Every grant the item is to hold, replacing those it holds.
 */
export interface ItemPermissionsBody {
  /**
   * @maxItems 200
   */
  permissions: ItemPermission[];
}
/**
 * The grants kept on one item.
 */
export interface ItemPermissionsReply {
  item: ItemRef;
  permissions: ItemPermission[];
}
/**
 * Every item that holds grants, with them (elevated users and admins; empty for others).
 */
export interface StructurePermissionsReply {
  items: ItemPermissionsReply[];
}
export interface BlockListReply {
  blocks: Block[];
}
export interface TemplateCheckBody {
  /**
   * A handlebars template.
   */
  template: string;
}
export interface TemplateCheckReply {
  /**
   * True when the template compiles and renders with empty data (the handlebars and handlebarsOrURL rules).
   */
  renders: boolean;
}
export interface UserListSearchHit {
  id: number;
  label: string;
  type: UserListType;
}
export interface UserListSearchReply {
  /**
   * @maxItems 20
   */
  userLists: UserListSearchHit[];
}
/**
 * The ids of the lists to read (a list picker's chosen lists).
 */
export interface UserListGetSomeBody {
  /**
   * @maxItems 100
   */
  userListIds: number[];
}
/**
 * The lists of the ids asked for that exist, in the order asked for, each once; none for readers who may not load lists.
 */
export interface UserListGetSomeReply {
  /**
   * @maxItems 100
   */
  userLists: UserListSearchHit[];
}
export interface UserListsReply {
  userLists: UserList[];
}
/**
 * A user list: who belongs to it grants access (page and block visibility, later permissions). Members are list memberships.
 */
export interface UserList {
  id: number;
  key: ElementKey1;
  label: string;
  type: UserListType;
  /**
   * Filled by rules, not by hand: adding members by hand is refused.
   */
  dynamic: boolean;
  /**
   * Kept by the platform itself: adding members by hand is refused.
   */
  system: boolean;
  /**
   * Most members; null means unlimited.
   */
  capacity: number | null;
  entityId?: number | null;
  connectionId?: number | null;
  /**
   * The accepted members fill the capacity: nobody more may join.
   */
  isFull?: boolean;
  revision?: number;
  /**
   * Dynamic and system lists only: who belongs, read from each person's profile, role and other memberships. Null for lists filled by hand.
   */
  rule?: RuleTree | null;
  /**
   * Per-list admin flag: the accepted members are administrators.
   */
  isAdmin?: boolean;
  /**
   * Per-list admin flag: the accepted members hold the list's individual permissions.
   */
  allowPermissions?: boolean;
  /**
   * The individual permissions the accepted members hold while allowPermissions is on.
   *
   * @maxItems 16
   */
  permissions?: ListPermission[];
}
/**
 * A list as the lists admin screen creates it. The key is made from the label when left out; system lists are the platform's and cannot be created here.
 */
export interface NewUserListFields {
  key?: ElementKey1;
  label: string;
  type: UserListType;
  dynamic?: boolean;
  capacity?: number | null;
  rule?: RuleTree | null;
}
/**
 * POST /userLists/{id}: the properties to change; `revision`, when sent, must be the list's current one (409 otherwise).
 */
export interface UserListUpdateBody {
  changes: {
    label?: string;
    type?: UserListType;
    dynamic?: boolean;
    capacity?: number | null;
    rule?: RuleTree | null;
  };
  revision?: number;
}
/**
 * A member of a list as the list's member view shows them.
 */
export interface ListMember {
  accountId: number;
  membershipId: number;
  /**
   * The public name (first plus last name, else the account id).
   */
  name: string;
  state: MembershipState;
  hidden: boolean;
}
/**
 * GET userLists/{id}/users. Those who may change the list see every membership; others see the accepted members who are not hidden.
 */
export interface ListMembersReply {
  users: ListMember[];
}
/**
 * POST userLists/{id}/users: the accounts to add, all or none; state accepted when left out.
 */
export interface AddListUsersBody {
  /**
   * @minItems 1
   * @maxItems 100
   */
  accounts: [number, ...number[]];
  state?: MembershipState;
}
export interface AddListUsersReply {
  memberships: ListMembership[];
}
export interface CountUsersBody {
  /**
   * @minItems 1
   * @maxItems 100
   */
  listIds: [number, ...number[]];
  /**
   * @minItems 1
   * @maxItems 7
   */
  states: [MembershipState, ...MembershipState[]];
}
export interface ListUserCount {
  userListId: number;
  /**
   * Memberships in any of the states asked for.
   */
  count: number;
  /**
   * Memberships per state asked for.
   */
  byState: {
    [k: string]: number | undefined;
  };
}
/**
 * One count per list asked for, in the order asked; lists that do not exist are left out.
 */
export interface CountUsersReply {
  counts: ListUserCount[];
}
/**
 * POST /userLists/doLoopCheck/{id}: whether the list's rule leads back to itself through the rules of the lists it names; `path` is the loop, starting and ending with the list.
 */
export interface LoopCheckReply {
  hasLoop: boolean;
  path: number[];
}
/**
 * POST userLists/setCapacity: the capacity of the list of an entity's connection type; null for no limit.
 */
export interface SetCapacityBody {
  entityId: number;
  connectionId: number;
  capacity: number | null;
}
/**
 * Sent every 10 minutes while the app is open: marks the device session as seen now.
 */
export interface DeviceKeepaliveBody {
  deviceId: string;
}
export interface PermissionsReply {
  permissions: Permission[];
  visiblePermissions: string[];
}
/**
 * The outcome of linking a social sign-in account (spec shell §2.1 /socialAuth): created, exists, or another status naming a failure.
 */
export interface SocialLinkReply {
  /**
   * created, exists, or another status meaning the link failed.
   */
  status: string;
  /**
   * For people; the runtime shows it instead of its default text.
   */
  message?: string;
}
/**
 * The signed-in member's new avatar: an uploaded image's file id, or null for none (initials).
 */
export interface AvatarBody {
  avatar: number | null;
}
/**
 * brands/<id>.json. `logo` and `favicon` are asset paths relative to the site directory.
 */
export interface BrandFile {
  $schema?: string;
  id: ElementKey1;
  brandName: string;
  logo?: string;
  favicon?: string;
  themeStyles: ThemeStyles;
}
export interface ThemeStyles {
  light: ThemeTokens;
  dark?: ThemeTokens;
  fontFamily?: string;
  /**
   * Base corner radius in px.
   */
  radius?: number;
}
/**
 * Colours of one theme mode. Each becomes a CSS custom property --t-<kebab-name>.
 */
export interface ThemeTokens {
  primary: string;
  onPrimary: string;
  headerBackground: string;
  headerText: string;
  pageBackground: string;
  surface: string;
  text: string;
  mutedText: string;
  border: string;
  positive?: string;
  warning?: string;
  negative?: string;
  info?: string;
  focus?: string;
}
/**
 * A brand: name, logo and favicon, and the theme the runtime's design system reads as CSS custom properties.
 */
export interface Brand {
  brandId: number;
  key: ElementKey1;
  brandName: string;
  settings: {
    logoId?: number | null;
    faviconId?: number | null;
  };
  themeStyles: ThemeStyles;
  revision?: number;
}
/**
 * modules/<id>/module.json. In site files, ids are the stable keys: `id` is the module key and `childIds` lists page keys in order.
 */
export interface ModuleFile {
  $schema?: string;
  id: ElementKey1;
  slug: Slug;
  name: string;
  childIds: ElementKey1[];
  defaultPage?: ElementKey1;
  isAbstract?: boolean;
  hideSubNav?: boolean;
  hideFromNav?: boolean;
  archived?: boolean;
  showTargetValueAsTitle?: string;
  /**
   * Translations of the module's texts, by language: the same property names as the texts they translate. A text left out shows in the default language.
   */
  translations?: {
    [k: string]: ModuleTexts | undefined;
  };
}
/**
 * modules/<module>/pages/<id>.json: a page with its block tree nested in place: `blocks` is the page's first column, `positions` its further columns, `relatedModal` its related modal block. Block ids are keys unique within the page. A block standing in several spots of the page (pasted by copy) is written in full at its first spot in reading order and as `{ "ref": "<block id>" }` at the others. Option values whose name ends in `fileId` hold an asset path relative to the site directory. A block's fields are written in full in the block; a field's id is its key across the whole site, so a field several blocks show is written, the same, in each.
 */
export interface PageFile {
  $schema?: string;
  id: ElementKey1;
  slug: Slug;
  name: string;
  type?: PageType;
  width?: PageWidth;
  isAbstract?: boolean;
  hideFromNav?: boolean;
  showOnlyThis?: boolean;
  /**
   * Keys of the user lists whose accepted members may view the page (site.json `lists`); left out: everyone signed in.
   *
   * @maxItems 100
   */
  visibleToLists?: ElementKey1[];
  /**
   * Translations of the page's texts, by language: the same property names as the texts they translate. A text left out shows in the default language.
   */
  translations?: {
    [k: string]: PageTexts | undefined;
  };
  /**
   * The page's first column (col-0), in order.
   */
  blocks: BlockSpot[];
  /**
   * The page's further columns, col-1 … col-11, each its blocks in order. A column held empty is kept.
   */
  positions?: {
    [k: string]: BlockSpot[] | undefined;
  };
  relatedModal?: BlockSpot;
}
/**
 * A further spot of a block that stands in several spots of this page (0022 §1 "copy": one block, shared, not a clone). `ref` is the block's id; the block is written in full at its first spot in reading order (columns in order, depth-first, then the related modal), and every further spot refers to it.
 */
export interface BlockRef {
  ref: ElementKey1;
}
export interface BlockFile {
  id: ElementKey1;
  type: string;
  title?: string;
  showTitle?: boolean;
  options?: {};
  /**
   * Version of the shape of `options`, counted by the block type's migrations; absent means 1. Older options are migrated when read.
   */
  optionsVersion?: number;
  children?: BlockSpot[];
  columns?: ColumnWidths;
  positions?: {
    [k: string]: BlockSpot[] | undefined;
  };
  /**
   * Translations of the block's texts, by language: the same property names as the texts they translate. A text left out shows in the default language.
   */
  translations?: {
    [k: string]: BlockTexts | undefined;
  };
  visibility?: BlockVisibility;
  /**
   * The fields the block shows, in order, each written in full.
   *
   * @maxItems 200
   */
  fields?: FieldFile[];
}
/**
 * A field of a block as site files hold it: field.schema without its server id; `id` is its key in site files, unique across the site, and a group's or repeater's fields are nested in `children` in place of `childIds`. The properties naming other fields or blocks hold their keys in place of ids: `sort.fieldId` the key of one of the repeater's `children`, `relatedBlocks.display` keys of blocks of the page the field stands on, or `<module>/<page>/<block>` references. Other properties are kept as they are (field definition extras).
 */
export interface FieldFile {
  id: ElementKey1;
  key?: string;
  name?: string;
  type: FieldType;
  schema?: DataSchema;
  validation?: Validation;
  options?: Options;
  tags?: Tags;
  /**
   * The fields a group or repeater holds, in order.
   *
   * @maxItems 200
   */
  children?: FieldFile[];
  childIds?: never;
  defaultOption?: unknown;
  default?: unknown;
  value?: unknown;
  infoTooltip?: string;
  alwaysDisplay?: boolean;
  disabled?: boolean;
  /**
   * The order a repeater shows its rows in: by the child field whose key `fieldId` holds.
   */
  sort?: {
    fieldId: ElementKey1;
    direction?: "asc" | "desc";
    blankPosition?: "first" | "last";
  };
  /**
   * Blocks shown with the field: keys of blocks of the page, in order.
   */
  relatedBlocks?: {
    /**
     * The blocks shown with the field: each the key of a block of the page the field stands on, or `<module>/<page>/<block>` for a block of that page (how export writes them when the field stands on several pages).
     *
     * @maxItems 50
     */
    display?: string[];
  };
}
/**
 * site.json at the root of a site directory. Modules live in modules/<key>/module.json, pages in modules/<key>/pages/<key>.json, brands in brands/<key>.json, translations in i18n/<language>.json, images and other assets anywhere below the site directory.
 */
export interface SiteFile {
  $schema?: string;
  settings: AppSettings;
  /**
   * Keys of the brand files to load, in order.
   *
   * @minItems 1
   */
  brands: [ElementKey1, ...ElementKey1[]];
  activeBrand: ElementKey1;
  /**
   * User lists created with the site; accounts and visibility rules name them by id (their key).
   */
  lists?: SiteList[];
  /**
   * Applications created with the site: the way into one of its lists, with a form and the requests made through it.
   */
  applications?: SiteApplication[];
  accounts?: SiteAccount[];
}
/**
 * A user list created when the site is first imported. Its id is its key: accounts and rules name it by this.
 */
export interface SiteList {
  id: ElementKey1;
  label: string;
  type: UserListType;
  dynamic?: boolean;
  system?: boolean;
  capacity?: number | null;
  rule?: RuleTree2;
}
/**
 * A group of visibility rules combined with all (every child must pass) or any (one child is enough). Children are rules or nested groups.
 */
export interface RuleTree2 {
  logicalOperator: "all" | "any";
  /**
   * The group's rules and groups: at most 50 (the spec sets no limit); the body limit of the route bounds how deep groups nest.
   *
   * @maxItems 50
   */
  children: (RuleTree | Rule)[];
}
/**
 * An application to join one of the site's lists (named by key), with its form's fields and the requests made through it (accounts named by email). An accepted request gives the account the list membership.
 */
export interface SiteApplication {
  id: ElementKey1;
  label: string;
  list: ElementKey1;
  /**
   * The application form's fields, as page files hold fields (ids are keys unique across the site).
   *
   * @maxItems 200
   */
  fields?: FieldFile[];
  requests?: SiteApplicationRequest[];
}
/**
 * An account's request through the application, in a membership state, with the answers given and the last message.
 */
export interface SiteApplicationRequest {
  /**
   * The email of one of site.json's accounts.
   */
  account: string;
  state: MembershipState;
  message?: string;
  data?: {};
}
/**
 * An account created when the site is first imported (demo and seed accounts).
 */
export interface SiteAccount {
  email: string;
  firstName: string;
  lastName: string;
  role: "admin" | "elevated" | "member";
  password: string;
  language?: LanguageCode;
  /**
   * Profile data (title, company, city, bio, …).
   */
  profile?: {};
  /**
   * The account's avatar: an image of the site (a path such as images/people/ada.jpg).
   */
  avatar?: string;
  /**
   * The account's list memberships, by list key.
   */
  memberships?: SiteMembership[];
  /**
   * What the account may do to modules and pages of the site, beyond its role (see api/structure-permissions).
   */
  grants?: SiteGrant[];
}
/**
 * An account's membership of one of the site's lists, named by the list's key; state accepted when left out.
 */
export interface SiteMembership {
  list: ElementKey1;
  state?: MembershipState;
  hidden?: boolean;
}
/**
 * Actions an account may take on a module, or on a page when `page` is given (named by keys), or, with `subject`, on the pages or blocks inside it.
 */
export interface SiteGrant {
  module: ElementKey1;
  page?: ElementKey1;
  subject?: ItemSubject;
  /**
   * @minItems 1
   */
  actions: [ItemAction, ...ItemAction[]];
}
/**
 * i18n/<language>.json in a site directory: the site's own texts of one language, as translation key (dotted) to text, overriding the shell's. `$schema` names this schema for editors and is no text.
 */
export interface SiteTranslationsFile {
  $schema?: string;
  [k: string]: string | undefined;
}
