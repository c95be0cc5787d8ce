/* eslint-disable */
/**
 * GENERATED FILE: do not edit. Run `npm run gen` after changing a schema in schemas/schemas/ or
 * the contract's events (schemas/src/contract/events.ts).
 */
// Typed references to the model's JSON Schemas, for the contract (schemas/src/contract/).
import Type from 'typebox';
import type * as Model from './model.ts';

/** api/admin.schema.json#/$defs/adminSectionsReply */
export const AdminSectionsReply = Type.Unsafe<Model.AdminSectionsReply>({ $ref: 'https://schemas.tessera.dev/api/admin.schema.json#/$defs/adminSectionsReply' });
/** api/admin.schema.json#/$defs/viewAs */
export const ViewAs = Type.Unsafe<Model.ViewAs>({ $ref: 'https://schemas.tessera.dev/api/admin.schema.json#/$defs/viewAs' });
/** api/admin.schema.json#/$defs/viewAsReply */
export const ViewAsReply = Type.Unsafe<Model.ViewAsReply>({ $ref: 'https://schemas.tessera.dev/api/admin.schema.json#/$defs/viewAsReply' });
/** api/admin.schema.json#/$defs/viewingAs */
export const ViewingAs = Type.Unsafe<Model.ViewingAs>({ $ref: 'https://schemas.tessera.dev/api/admin.schema.json#/$defs/viewingAs' });
/** api/admin.schema.json#/$defs/adminUser */
export const AdminUser = Type.Unsafe<Model.AdminUser>({ $ref: 'https://schemas.tessera.dev/api/admin.schema.json#/$defs/adminUser' });
/** api/admin.schema.json#/$defs/adminUserMembership */
export const AdminUserMembership = Type.Unsafe<Model.AdminUserMembership>({ $ref: 'https://schemas.tessera.dev/api/admin.schema.json#/$defs/adminUserMembership' });
/** api/admin.schema.json#/$defs/adminUsersReply */
export const AdminUsersReply = Type.Unsafe<Model.AdminUsersReply>({ $ref: 'https://schemas.tessera.dev/api/admin.schema.json#/$defs/adminUsersReply' });
/** api/applications.schema.json#/$defs/applicationsReply */
export const ApplicationsReply = Type.Unsafe<Model.ApplicationsReply>({ $ref: 'https://schemas.tessera.dev/api/applications.schema.json#/$defs/applicationsReply' });
/** api/applications.schema.json#/$defs/applicationCreateBody */
export const ApplicationCreateBody = Type.Unsafe<Model.ApplicationCreateBody>({ $ref: 'https://schemas.tessera.dev/api/applications.schema.json#/$defs/applicationCreateBody' });
/** api/applications.schema.json#/$defs/applicationUpdateBody */
export const ApplicationUpdateBody = Type.Unsafe<Model.ApplicationUpdateBody>({ $ref: 'https://schemas.tessera.dev/api/applications.schema.json#/$defs/applicationUpdateBody' });
/** api/applications.schema.json#/$defs/membershipStatesListReply */
export const MembershipStatesListReply = Type.Unsafe<Model.MembershipStatesListReply>({ $ref: 'https://schemas.tessera.dev/api/applications.schema.json#/$defs/membershipStatesListReply' });
/** api/applications.schema.json#/$defs/membershipRequestsReply */
export const MembershipRequestsReply = Type.Unsafe<Model.MembershipRequestsReply>({ $ref: 'https://schemas.tessera.dev/api/applications.schema.json#/$defs/membershipRequestsReply' });
/** api/applications.schema.json#/$defs/membershipRequestsQuery */
export const MembershipRequestsQuery = Type.Unsafe<Model.MembershipRequestsQuery>({ $ref: 'https://schemas.tessera.dev/api/applications.schema.json#/$defs/membershipRequestsQuery' });
/** api/applications.schema.json#/$defs/membershipRequestsPage */
export const MembershipRequestsPage = Type.Unsafe<Model.MembershipRequestsPage>({ $ref: 'https://schemas.tessera.dev/api/applications.schema.json#/$defs/membershipRequestsPage' });
/** api/applications.schema.json#/$defs/membershipRequestChangeBody */
export const MembershipRequestChangeBody = Type.Unsafe<Model.MembershipRequestChangeBody>({ $ref: 'https://schemas.tessera.dev/api/applications.schema.json#/$defs/membershipRequestChangeBody' });
/** api/applications.schema.json#/$defs/membershipRequestHistoryReply */
export const MembershipRequestHistoryReply = Type.Unsafe<Model.MembershipRequestHistoryReply>({ $ref: 'https://schemas.tessera.dev/api/applications.schema.json#/$defs/membershipRequestHistoryReply' });
/** api/applications.schema.json#/$defs/adminRequestBody */
export const AdminRequestBody = Type.Unsafe<Model.AdminRequestBody>({ $ref: 'https://schemas.tessera.dev/api/applications.schema.json#/$defs/adminRequestBody' });
/** api/applications.schema.json#/$defs/memberRequestBody */
export const MemberRequestBody = Type.Unsafe<Model.MemberRequestBody>({ $ref: 'https://schemas.tessera.dev/api/applications.schema.json#/$defs/memberRequestBody' });
/** api/applications.schema.json#/$defs/membershipStateEvent */
export const MembershipStateEvent = Type.Unsafe<Model.MembershipStateEvent>({ $ref: 'https://schemas.tessera.dev/api/applications.schema.json#/$defs/membershipStateEvent' });
/** api/audit.schema.json#/$defs/auditLogType */
export const AuditLogType = Type.Unsafe<Model.AuditLogType>({ $ref: 'https://schemas.tessera.dev/api/audit.schema.json#/$defs/auditLogType' });
/** api/audit.schema.json#/$defs/auditEntry */
export const AuditEntry = Type.Unsafe<Model.AuditEntry>({ $ref: 'https://schemas.tessera.dev/api/audit.schema.json#/$defs/auditEntry' });
/** api/audit.schema.json#/$defs/auditSaveBody */
export const AuditSaveBody = Type.Unsafe<Model.AuditSaveBody>({ $ref: 'https://schemas.tessera.dev/api/audit.schema.json#/$defs/auditSaveBody' });
/** api/audit.schema.json#/$defs/auditLogTypesReply */
export const AuditLogTypesReply = Type.Unsafe<Model.AuditLogTypesReply>({ $ref: 'https://schemas.tessera.dev/api/audit.schema.json#/$defs/auditLogTypesReply' });
/** api/auth.schema.json#/$defs/loginBody */
export const LoginBody = Type.Unsafe<Model.LoginBody>({ $ref: 'https://schemas.tessera.dev/api/auth.schema.json#/$defs/loginBody' });
/** api/auth.schema.json#/$defs/tradeSecretBody */
export const TradeSecretBody = Type.Unsafe<Model.TradeSecretBody>({ $ref: 'https://schemas.tessera.dev/api/auth.schema.json#/$defs/tradeSecretBody' });
/** api/auth.schema.json#/$defs/refreshBody */
export const RefreshBody = Type.Unsafe<Model.RefreshBody>({ $ref: 'https://schemas.tessera.dev/api/auth.schema.json#/$defs/refreshBody' });
/** api/auth.schema.json#/$defs/jwtReply */
export const JwtReply = Type.Unsafe<Model.JwtReply>({ $ref: 'https://schemas.tessera.dev/api/auth.schema.json#/$defs/jwtReply' });
/** api/brands.schema.json#/$defs/activeBrandSettings */
export const ActiveBrandSettings = Type.Unsafe<Model.ActiveBrandSettings>({ $ref: 'https://schemas.tessera.dev/api/brands.schema.json#/$defs/activeBrandSettings' });
/** api/chat.schema.json#/$defs/chatMessage */
export const ChatMessage = Type.Unsafe<Model.ChatMessage>({ $ref: 'https://schemas.tessera.dev/api/chat.schema.json#/$defs/chatMessage' });
/** api/chat.schema.json#/$defs/chatMessageType */
export const ChatMessageType = Type.Unsafe<Model.ChatMessageType>({ $ref: 'https://schemas.tessera.dev/api/chat.schema.json#/$defs/chatMessageType' });
/** api/chat.schema.json#/$defs/chatMessageMeta */
export const ChatMessageMeta = Type.Unsafe<Model.ChatMessageMeta>({ $ref: 'https://schemas.tessera.dev/api/chat.schema.json#/$defs/chatMessageMeta' });
/** api/chat.schema.json#/$defs/latestMessage */
export const ChatLatestMessage = Type.Unsafe<Model.ChatLatestMessage>({ $ref: 'https://schemas.tessera.dev/api/chat.schema.json#/$defs/latestMessage' });
/** api/chat.schema.json#/$defs/chat */
export const Chat = Type.Unsafe<Model.Chat>({ $ref: 'https://schemas.tessera.dev/api/chat.schema.json#/$defs/chat' });
/** api/chat.schema.json#/$defs/chatsReply */
export const ChatsReply = Type.Unsafe<Model.ChatsReply>({ $ref: 'https://schemas.tessera.dev/api/chat.schema.json#/$defs/chatsReply' });
/** api/chat.schema.json#/$defs/chatMessagesQuery */
export const ChatMessagesQuery = Type.Unsafe<Model.ChatMessagesQuery>({ $ref: 'https://schemas.tessera.dev/api/chat.schema.json#/$defs/chatMessagesQuery' });
/** api/chat.schema.json#/$defs/chatMessagesReply */
export const ChatMessagesReply = Type.Unsafe<Model.ChatMessagesReply>({ $ref: 'https://schemas.tessera.dev/api/chat.schema.json#/$defs/chatMessagesReply' });
/** api/chat.schema.json#/$defs/sendMessageBody */
export const SendMessageBody = Type.Unsafe<Model.SendMessageBody>({ $ref: 'https://schemas.tessera.dev/api/chat.schema.json#/$defs/sendMessageBody' });
/** api/chat.schema.json#/$defs/startChatBody */
export const StartChatBody = Type.Unsafe<Model.StartChatBody>({ $ref: 'https://schemas.tessera.dev/api/chat.schema.json#/$defs/startChatBody' });
/** api/chat.schema.json#/$defs/messageMetaBody */
export const MessageMetaBody = Type.Unsafe<Model.MessageMetaBody>({ $ref: 'https://schemas.tessera.dev/api/chat.schema.json#/$defs/messageMetaBody' });
/** api/chat.schema.json#/$defs/blockedMembersReply */
export const BlockedMembersReply = Type.Unsafe<Model.BlockedMembersReply>({ $ref: 'https://schemas.tessera.dev/api/chat.schema.json#/$defs/blockedMembersReply' });
/** api/chat.schema.json#/$defs/chatNewMessageEvent */
export const ChatNewMessageEvent = Type.Unsafe<Model.ChatNewMessageEvent>({ $ref: 'https://schemas.tessera.dev/api/chat.schema.json#/$defs/chatNewMessageEvent' });
/** api/chat.schema.json#/$defs/chatUnreadCountEvent */
export const ChatUnreadCountEvent = Type.Unsafe<Model.ChatUnreadCountEvent>({ $ref: 'https://schemas.tessera.dev/api/chat.schema.json#/$defs/chatUnreadCountEvent' });
/** api/common.schema.json#/$defs/errorReply */
export const ErrorReply = Type.Unsafe<Model.ErrorReply>({ $ref: 'https://schemas.tessera.dev/api/common.schema.json#/$defs/errorReply' });
/** api/common.schema.json#/$defs/okReply */
export const OkReply = Type.Unsafe<Model.OkReply>({ $ref: 'https://schemas.tessera.dev/api/common.schema.json#/$defs/okReply' });
/** api/common.schema.json#/$defs/idListBody */
export const IdListBody = Type.Unsafe<Model.IdListBody>({ $ref: 'https://schemas.tessera.dev/api/common.schema.json#/$defs/idListBody' });
/** api/events.schema.json#/$defs/changedItem */
export const ChangedItem = Type.Unsafe<Model.ChangedItem>({ $ref: 'https://schemas.tessera.dev/api/events.schema.json#/$defs/changedItem' });
/** api/events.schema.json#/$defs/itemsChangesEvent */
export const ItemsChangesEvent = Type.Unsafe<Model.ItemsChangesEvent>({ $ref: 'https://schemas.tessera.dev/api/events.schema.json#/$defs/itemsChangesEvent' });
/** api/events.schema.json#/$defs/settingsChangesEvent */
export const SettingsChangesEvent = Type.Unsafe<Model.SettingsChangesEvent>({ $ref: 'https://schemas.tessera.dev/api/events.schema.json#/$defs/settingsChangesEvent' });
/** api/events.schema.json#/$defs/settingsUpdatedEvent */
export const SettingsUpdatedEvent = Type.Unsafe<Model.SettingsUpdatedEvent>({ $ref: 'https://schemas.tessera.dev/api/events.schema.json#/$defs/settingsUpdatedEvent' });
/** api/events.schema.json#/$defs/accountEvent */
export const AccountEvent = Type.Unsafe<Model.AccountEvent>({ $ref: 'https://schemas.tessera.dev/api/events.schema.json#/$defs/accountEvent' });
/** api/events.schema.json#/$defs/permissionsUpdateEvent */
export const PermissionsUpdateEvent = Type.Unsafe<Model.PermissionsUpdateEvent>({ $ref: 'https://schemas.tessera.dev/api/events.schema.json#/$defs/permissionsUpdateEvent' });
/** api/events.schema.json#/$defs/i18nUpdateEvent */
export const I18NUpdateEvent = Type.Unsafe<Model.I18NUpdateEvent>({ $ref: 'https://schemas.tessera.dev/api/events.schema.json#/$defs/i18nUpdateEvent' });
/** api/events.schema.json#/$defs/connectedInstanceEvent */
export const ConnectedInstanceEvent = Type.Unsafe<Model.ConnectedInstanceEvent>({ $ref: 'https://schemas.tessera.dev/api/events.schema.json#/$defs/connectedInstanceEvent' });
/** api/events.schema.json#/$defs/userListsChangesEvent */
export const UserListsChangesEvent = Type.Unsafe<Model.UserListsChangesEvent>({ $ref: 'https://schemas.tessera.dev/api/events.schema.json#/$defs/userListsChangesEvent' });
/** api/external.schema.json#/$defs/feedItem */
export const FeedItem = Type.Unsafe<Model.FeedItem>({ $ref: 'https://schemas.tessera.dev/api/external.schema.json#/$defs/feedItem' });
/** api/external.schema.json#/$defs/feedReply */
export const FeedReply = Type.Unsafe<Model.FeedReply>({ $ref: 'https://schemas.tessera.dev/api/external.schema.json#/$defs/feedReply' });
/** api/files.schema.json#/$defs/fileKind */
export const FileKind = Type.Unsafe<Model.FileKind>({ $ref: 'https://schemas.tessera.dev/api/files.schema.json#/$defs/fileKind' });
/** api/files.schema.json#/$defs/focalPos */
export const FocalPos = Type.Unsafe<Model.FocalPos>({ $ref: 'https://schemas.tessera.dev/api/files.schema.json#/$defs/focalPos' });
/** api/files.schema.json#/$defs/fileData */
export const FileData = Type.Unsafe<Model.FileData>({ $ref: 'https://schemas.tessera.dev/api/files.schema.json#/$defs/fileData' });
/** api/files.schema.json#/$defs/fileInfo */
export const FileInfo = Type.Unsafe<Model.FileInfo>({ $ref: 'https://schemas.tessera.dev/api/files.schema.json#/$defs/fileInfo' });
/** api/files.schema.json#/$defs/getFilesBody */
export const GetFilesBody = Type.Unsafe<Model.GetFilesBody>({ $ref: 'https://schemas.tessera.dev/api/files.schema.json#/$defs/getFilesBody' });
/** api/files.schema.json#/$defs/getFilesReply */
export const GetFilesReply = Type.Unsafe<Model.GetFilesReply>({ $ref: 'https://schemas.tessera.dev/api/files.schema.json#/$defs/getFilesReply' });
/** api/files.schema.json#/$defs/uploadFields */
export const UploadFields = Type.Unsafe<Model.UploadFields>({ $ref: 'https://schemas.tessera.dev/api/files.schema.json#/$defs/uploadFields' });
/** api/files.schema.json#/$defs/uploadReply */
export const UploadReply = Type.Unsafe<Model.UploadReply>({ $ref: 'https://schemas.tessera.dev/api/files.schema.json#/$defs/uploadReply' });
/** api/files.schema.json#/$defs/fileDataBody */
export const FileDataBody = Type.Unsafe<Model.FileDataBody>({ $ref: 'https://schemas.tessera.dev/api/files.schema.json#/$defs/fileDataBody' });
/** api/files.schema.json#/$defs/fileListQuery */
export const FileListQuery = Type.Unsafe<Model.FileListQuery>({ $ref: 'https://schemas.tessera.dev/api/files.schema.json#/$defs/fileListQuery' });
/** api/files.schema.json#/$defs/fileListReply */
export const FileListReply = Type.Unsafe<Model.FileListReply>({ $ref: 'https://schemas.tessera.dev/api/files.schema.json#/$defs/fileListReply' });
/** api/files.schema.json#/$defs/imageAccessTokenReply */
export const ImageAccessTokenReply = Type.Unsafe<Model.ImageAccessTokenReply>({ $ref: 'https://schemas.tessera.dev/api/files.schema.json#/$defs/imageAccessTokenReply' });
/** api/files.schema.json#/$defs/mediaQuery */
export const MediaQuery = Type.Unsafe<Model.MediaQuery>({ $ref: 'https://schemas.tessera.dev/api/files.schema.json#/$defs/mediaQuery' });
/** api/i18n.schema.json#/$defs/i18nBundle */
export const I18NBundle = Type.Unsafe<Model.I18NBundle>({ $ref: 'https://schemas.tessera.dev/api/i18n.schema.json#/$defs/i18nBundle' });
/** api/i18n.schema.json#/$defs/languageToggleBody */
export const LanguageToggleBody = Type.Unsafe<Model.LanguageToggleBody>({ $ref: 'https://schemas.tessera.dev/api/i18n.schema.json#/$defs/languageToggleBody' });
/** api/init.schema.json#/$defs/initReply */
export const InitReply = Type.Unsafe<Model.InitReply>({ $ref: 'https://schemas.tessera.dev/api/init.schema.json#/$defs/initReply' });
/** api/notifications.schema.json#/$defs/notificationList */
export const NotificationList = Type.Unsafe<Model.NotificationList>({ $ref: 'https://schemas.tessera.dev/api/notifications.schema.json#/$defs/notificationList' });
/** api/notifications.schema.json#/$defs/notificationType */
export const NotificationType = Type.Unsafe<Model.NotificationType>({ $ref: 'https://schemas.tessera.dev/api/notifications.schema.json#/$defs/notificationType' });
/** api/notifications.schema.json#/$defs/notificationScope */
export const NotificationScope = Type.Unsafe<Model.NotificationScope>({ $ref: 'https://schemas.tessera.dev/api/notifications.schema.json#/$defs/notificationScope' });
/** api/notifications.schema.json#/$defs/notificationData */
export const NotificationData = Type.Unsafe<Model.NotificationData>({ $ref: 'https://schemas.tessera.dev/api/notifications.schema.json#/$defs/notificationData' });
/** api/notifications.schema.json#/$defs/notification */
export const Notification = Type.Unsafe<Model.Notification>({ $ref: 'https://schemas.tessera.dev/api/notifications.schema.json#/$defs/notification' });
/** api/notifications.schema.json#/$defs/notificationsPage */
export const NotificationsPage = Type.Unsafe<Model.NotificationsPage>({ $ref: 'https://schemas.tessera.dev/api/notifications.schema.json#/$defs/notificationsPage' });
/** api/notifications.schema.json#/$defs/notificationsPageQuery */
export const NotificationsPageQuery = Type.Unsafe<Model.NotificationsPageQuery>({ $ref: 'https://schemas.tessera.dev/api/notifications.schema.json#/$defs/notificationsPageQuery' });
/** api/notifications.schema.json#/$defs/notificationCountReply */
export const NotificationCountReply = Type.Unsafe<Model.NotificationCountReply>({ $ref: 'https://schemas.tessera.dev/api/notifications.schema.json#/$defs/notificationCountReply' });
/** api/notifications.schema.json#/$defs/notificationReadBody */
export const NotificationReadBody = Type.Unsafe<Model.NotificationReadBody>({ $ref: 'https://schemas.tessera.dev/api/notifications.schema.json#/$defs/notificationReadBody' });
/** api/notifications.schema.json#/$defs/notificationReadReply */
export const NotificationReadReply = Type.Unsafe<Model.NotificationReadReply>({ $ref: 'https://schemas.tessera.dev/api/notifications.schema.json#/$defs/notificationReadReply' });
/** api/notifications.schema.json#/$defs/subscribable */
export const Subscribable = Type.Unsafe<Model.Subscribable>({ $ref: 'https://schemas.tessera.dev/api/notifications.schema.json#/$defs/subscribable' });
/** api/notifications.schema.json#/$defs/preferencesReply */
export const PreferencesReply = Type.Unsafe<Model.PreferencesReply>({ $ref: 'https://schemas.tessera.dev/api/notifications.schema.json#/$defs/preferencesReply' });
/** api/notifications.schema.json#/$defs/followedItemType */
export const FollowedItemType = Type.Unsafe<Model.FollowedItemType>({ $ref: 'https://schemas.tessera.dev/api/notifications.schema.json#/$defs/followedItemType' });
/** api/notifications.schema.json#/$defs/followedItem */
export const FollowedItem = Type.Unsafe<Model.FollowedItem>({ $ref: 'https://schemas.tessera.dev/api/notifications.schema.json#/$defs/followedItem' });
/** api/notifications.schema.json#/$defs/followedItemsBody */
export const FollowedItemsBody = Type.Unsafe<Model.FollowedItemsBody>({ $ref: 'https://schemas.tessera.dev/api/notifications.schema.json#/$defs/followedItemsBody' });
/** api/notifications.schema.json#/$defs/followedItemsReply */
export const FollowedItemsReply = Type.Unsafe<Model.FollowedItemsReply>({ $ref: 'https://schemas.tessera.dev/api/notifications.schema.json#/$defs/followedItemsReply' });
/** api/notifications.schema.json#/$defs/updatePreferencesBody */
export const UpdatePreferencesBody = Type.Unsafe<Model.UpdatePreferencesBody>({ $ref: 'https://schemas.tessera.dev/api/notifications.schema.json#/$defs/updatePreferencesBody' });
/** api/notifications.schema.json#/$defs/updatePreferencesReply */
export const UpdatePreferencesReply = Type.Unsafe<Model.UpdatePreferencesReply>({ $ref: 'https://schemas.tessera.dev/api/notifications.schema.json#/$defs/updatePreferencesReply' });
/** api/notifications.schema.json#/$defs/broadcastBody */
export const BroadcastBody = Type.Unsafe<Model.BroadcastBody>({ $ref: 'https://schemas.tessera.dev/api/notifications.schema.json#/$defs/broadcastBody' });
/** api/notifications.schema.json#/$defs/broadcastRecipientsBody */
export const BroadcastRecipientsBody = Type.Unsafe<Model.BroadcastRecipientsBody>({ $ref: 'https://schemas.tessera.dev/api/notifications.schema.json#/$defs/broadcastRecipientsBody' });
/** api/notifications.schema.json#/$defs/broadcastRecipientsReply */
export const BroadcastRecipientsReply = Type.Unsafe<Model.BroadcastRecipientsReply>({ $ref: 'https://schemas.tessera.dev/api/notifications.schema.json#/$defs/broadcastRecipientsReply' });
/** api/notifications.schema.json#/$defs/broadcast */
export const Broadcast = Type.Unsafe<Model.Broadcast>({ $ref: 'https://schemas.tessera.dev/api/notifications.schema.json#/$defs/broadcast' });
/** api/notifications.schema.json#/$defs/notificationHistoryReply */
export const NotificationHistoryReply = Type.Unsafe<Model.NotificationHistoryReply>({ $ref: 'https://schemas.tessera.dev/api/notifications.schema.json#/$defs/notificationHistoryReply' });
/** api/notifications.schema.json#/$defs/itemsToSubscribeToEvent */
export const ItemsToSubscribeToEvent = Type.Unsafe<Model.ItemsToSubscribeToEvent>({ $ref: 'https://schemas.tessera.dev/api/notifications.schema.json#/$defs/itemsToSubscribeToEvent' });
/** api/posts.schema.json#/$defs/postScope */
export const PostScope = Type.Unsafe<Model.PostScope>({ $ref: 'https://schemas.tessera.dev/api/posts.schema.json#/$defs/postScope' });
/** api/posts.schema.json#/$defs/postMediaType */
export const PostMediaType = Type.Unsafe<Model.PostMediaType>({ $ref: 'https://schemas.tessera.dev/api/posts.schema.json#/$defs/postMediaType' });
/** api/posts.schema.json#/$defs/postMediaSource */
export const PostMediaSource = Type.Unsafe<Model.PostMediaSource>({ $ref: 'https://schemas.tessera.dev/api/posts.schema.json#/$defs/postMediaSource' });
/** api/posts.schema.json#/$defs/postMedia */
export const PostMedia = Type.Unsafe<Model.PostMedia>({ $ref: 'https://schemas.tessera.dev/api/posts.schema.json#/$defs/postMedia' });
/** api/posts.schema.json#/$defs/postMention */
export const PostMention = Type.Unsafe<Model.PostMention>({ $ref: 'https://schemas.tessera.dev/api/posts.schema.json#/$defs/postMention' });
/** api/posts.schema.json#/$defs/reactionScores */
export const ReactionScores = Type.Unsafe<Model.ReactionScores>({ $ref: 'https://schemas.tessera.dev/api/posts.schema.json#/$defs/reactionScores' });
/** api/posts.schema.json#/$defs/communicationMeta */
export const CommunicationMeta = Type.Unsafe<Model.CommunicationMeta>({ $ref: 'https://schemas.tessera.dev/api/posts.schema.json#/$defs/communicationMeta' });
/** api/posts.schema.json#/$defs/communication */
export const Communication = Type.Unsafe<Model.Communication>({ $ref: 'https://schemas.tessera.dev/api/posts.schema.json#/$defs/communication' });
/** api/posts.schema.json#/$defs/commentInput */
export const CommentInput = Type.Unsafe<Model.CommentInput>({ $ref: 'https://schemas.tessera.dev/api/posts.schema.json#/$defs/commentInput' });
/** api/posts.schema.json#/$defs/commentBody */
export const CommentBody = Type.Unsafe<Model.CommentBody>({ $ref: 'https://schemas.tessera.dev/api/posts.schema.json#/$defs/commentBody' });
/** api/posts.schema.json#/$defs/communicationOrder */
export const CommunicationOrder = Type.Unsafe<Model.CommunicationOrder>({ $ref: 'https://schemas.tessera.dev/api/posts.schema.json#/$defs/communicationOrder' });
/** api/posts.schema.json#/$defs/communicationsQuery */
export const CommunicationsQuery = Type.Unsafe<Model.CommunicationsQuery>({ $ref: 'https://schemas.tessera.dev/api/posts.schema.json#/$defs/communicationsQuery' });
/** api/posts.schema.json#/$defs/communicationsReply */
export const CommunicationsReply = Type.Unsafe<Model.CommunicationsReply>({ $ref: 'https://schemas.tessera.dev/api/posts.schema.json#/$defs/communicationsReply' });
/** api/posts.schema.json#/$defs/deleteCommunicationQuery */
export const DeleteCommunicationQuery = Type.Unsafe<Model.DeleteCommunicationQuery>({ $ref: 'https://schemas.tessera.dev/api/posts.schema.json#/$defs/deleteCommunicationQuery' });
/** api/posts.schema.json#/$defs/setReactionBody */
export const SetReactionBody = Type.Unsafe<Model.SetReactionBody>({ $ref: 'https://schemas.tessera.dev/api/posts.schema.json#/$defs/setReactionBody' });
/** api/posts.schema.json#/$defs/reactionReply */
export const ReactionReply = Type.Unsafe<Model.ReactionReply>({ $ref: 'https://schemas.tessera.dev/api/posts.schema.json#/$defs/reactionReply' });
/** api/posts.schema.json#/$defs/recalculateScoresReply */
export const RecalculateScoresReply = Type.Unsafe<Model.RecalculateScoresReply>({ $ref: 'https://schemas.tessera.dev/api/posts.schema.json#/$defs/recalculateScoresReply' });
/** api/posts.schema.json#/$defs/postsChangedEvent */
export const PostsChangedEvent = Type.Unsafe<Model.PostsChangedEvent>({ $ref: 'https://schemas.tessera.dev/api/posts.schema.json#/$defs/postsChangedEvent' });
/** api/profile-directory.schema.json#/$defs/directoryFilter */
export const DirectoryFilter = Type.Unsafe<Model.DirectoryFilter>({ $ref: 'https://schemas.tessera.dev/api/profile-directory.schema.json#/$defs/directoryFilter' });
/** api/profile-directory.schema.json#/$defs/directoryFilterLeaf */
export const DirectoryFilterLeaf = Type.Unsafe<Model.DirectoryFilterLeaf>({ $ref: 'https://schemas.tessera.dev/api/profile-directory.schema.json#/$defs/directoryFilterLeaf' });
/** api/profile-directory.schema.json#/$defs/directoryFilterGroup */
export const DirectoryFilterGroup = Type.Unsafe<Model.DirectoryFilterGroup>({ $ref: 'https://schemas.tessera.dev/api/profile-directory.schema.json#/$defs/directoryFilterGroup' });
/** api/profile-directory.schema.json#/$defs/boolFilter */
export const DirectoryBoolFilter = Type.Unsafe<Model.DirectoryBoolFilter>({ $ref: 'https://schemas.tessera.dev/api/profile-directory.schema.json#/$defs/boolFilter' });
/** api/profile-directory.schema.json#/$defs/userListFilter */
export const DirectoryUserListFilter = Type.Unsafe<Model.DirectoryUserListFilter>({ $ref: 'https://schemas.tessera.dev/api/profile-directory.schema.json#/$defs/userListFilter' });
/** api/profile-directory.schema.json#/$defs/definitionIdFilter */
export const DirectoryDefinitionIdFilter = Type.Unsafe<Model.DirectoryDefinitionIdFilter>({ $ref: 'https://schemas.tessera.dev/api/profile-directory.schema.json#/$defs/definitionIdFilter' });
/** api/profile-directory.schema.json#/$defs/hasFilter */
export const DirectoryHasFilter = Type.Unsafe<Model.DirectoryHasFilter>({ $ref: 'https://schemas.tessera.dev/api/profile-directory.schema.json#/$defs/hasFilter' });
/** api/profile-directory.schema.json#/$defs/entityMembershipFilter */
export const DirectoryEntityMembershipFilter = Type.Unsafe<Model.DirectoryEntityMembershipFilter>({ $ref: 'https://schemas.tessera.dev/api/profile-directory.schema.json#/$defs/entityMembershipFilter' });
/** api/profile-directory.schema.json#/$defs/directorySearchBody */
export const DirectorySearchBody = Type.Unsafe<Model.DirectorySearchBody>({ $ref: 'https://schemas.tessera.dev/api/profile-directory.schema.json#/$defs/directorySearchBody' });
/** api/profile-directory.schema.json#/$defs/directoryMember */
export const DirectoryMember = Type.Unsafe<Model.DirectoryMember>({ $ref: 'https://schemas.tessera.dev/api/profile-directory.schema.json#/$defs/directoryMember' });
/** api/profile-directory.schema.json#/$defs/directorySearchReply */
export const DirectorySearchReply = Type.Unsafe<Model.DirectorySearchReply>({ $ref: 'https://schemas.tessera.dev/api/profile-directory.schema.json#/$defs/directorySearchReply' });
/** api/profile-directory.schema.json#/$defs/directoryListsBody */
export const DirectoryListsBody = Type.Unsafe<Model.DirectoryListsBody>({ $ref: 'https://schemas.tessera.dev/api/profile-directory.schema.json#/$defs/directoryListsBody' });
/** api/profile-directory.schema.json#/$defs/directoryList */
export const DirectoryList = Type.Unsafe<Model.DirectoryList>({ $ref: 'https://schemas.tessera.dev/api/profile-directory.schema.json#/$defs/directoryList' });
/** api/profile-directory.schema.json#/$defs/directoryListsReply */
export const DirectoryListsReply = Type.Unsafe<Model.DirectoryListsReply>({ $ref: 'https://schemas.tessera.dev/api/profile-directory.schema.json#/$defs/directoryListsReply' });
/** api/profile-search.schema.json#/$defs/profileSearchHit */
export const ProfileSearchHit = Type.Unsafe<Model.ProfileSearchHit>({ $ref: 'https://schemas.tessera.dev/api/profile-search.schema.json#/$defs/profileSearchHit' });
/** api/profile-search.schema.json#/$defs/profileSearchReply */
export const ProfileSearchReply = Type.Unsafe<Model.ProfileSearchReply>({ $ref: 'https://schemas.tessera.dev/api/profile-search.schema.json#/$defs/profileSearchReply' });
/** api/profile.schema.json#/$defs/profileMeta */
export const ProfileMeta = Type.Unsafe<Model.ProfileMeta>({ $ref: 'https://schemas.tessera.dev/api/profile.schema.json#/$defs/profileMeta' });
/** api/profile.schema.json#/$defs/profile */
export const Profile = Type.Unsafe<Model.Profile>({ $ref: 'https://schemas.tessera.dev/api/profile.schema.json#/$defs/profile' });
/** api/profile.schema.json#/$defs/metaUpsertBody */
export const MetaUpsertBody = Type.Unsafe<Model.MetaUpsertBody>({ $ref: 'https://schemas.tessera.dev/api/profile.schema.json#/$defs/metaUpsertBody' });
/** api/profile.schema.json#/$defs/connectivityPrivacyBody */
export const ConnectivityPrivacyBody = Type.Unsafe<Model.ConnectivityPrivacyBody>({ $ref: 'https://schemas.tessera.dev/api/profile.schema.json#/$defs/connectivityPrivacyBody' });
/** api/profile.schema.json#/$defs/dataPrivacyBody */
export const DataPrivacyBody = Type.Unsafe<Model.DataPrivacyBody>({ $ref: 'https://schemas.tessera.dev/api/profile.schema.json#/$defs/dataPrivacyBody' });
/** api/profile.schema.json#/$defs/profileCollectionBody */
export const ProfileCollectionBody = Type.Unsafe<Model.ProfileCollectionBody>({ $ref: 'https://schemas.tessera.dev/api/profile.schema.json#/$defs/profileCollectionBody' });
/** api/profile.schema.json#/$defs/profileCollectionReply */
export const ProfileCollectionReply = Type.Unsafe<Model.ProfileCollectionReply>({ $ref: 'https://schemas.tessera.dev/api/profile.schema.json#/$defs/profileCollectionReply' });
/** api/profile.schema.json#/$defs/profileSaveBody */
export const ProfileSaveBody = Type.Unsafe<Model.ProfileSaveBody>({ $ref: 'https://schemas.tessera.dev/api/profile.schema.json#/$defs/profileSaveBody' });
/** api/profile.schema.json#/$defs/profileFormValue */
export const ProfileFormValue = Type.Unsafe<Model.ProfileFormValue>({ $ref: 'https://schemas.tessera.dev/api/profile.schema.json#/$defs/profileFormValue' });
/** api/profile.schema.json#/$defs/formFieldError */
export const FormFieldError = Type.Unsafe<Model.FormFieldError>({ $ref: 'https://schemas.tessera.dev/api/profile.schema.json#/$defs/formFieldError' });
/** api/profile.schema.json#/$defs/modalBlockState */
export const ModalBlockState = Type.Unsafe<Model.ModalBlockState>({ $ref: 'https://schemas.tessera.dev/api/profile.schema.json#/$defs/modalBlockState' });
/** api/profile.schema.json#/$defs/favouriteType */
export const FavouriteType = Type.Unsafe<Model.FavouriteType>({ $ref: 'https://schemas.tessera.dev/api/profile.schema.json#/$defs/favouriteType' });
/** api/profile.schema.json#/$defs/favourite */
export const Favourite = Type.Unsafe<Model.Favourite>({ $ref: 'https://schemas.tessera.dev/api/profile.schema.json#/$defs/favourite' });
/** api/profile.schema.json#/$defs/reactedPost */
export const ReactedPost = Type.Unsafe<Model.ReactedPost>({ $ref: 'https://schemas.tessera.dev/api/profile.schema.json#/$defs/reactedPost' });
/** api/profile.schema.json#/$defs/favouriteAddBody */
export const FavouriteAddBody = Type.Unsafe<Model.FavouriteAddBody>({ $ref: 'https://schemas.tessera.dev/api/profile.schema.json#/$defs/favouriteAddBody' });
/** api/profile.schema.json#/$defs/viewedProfileBody */
export const ViewedProfileBody = Type.Unsafe<Model.ViewedProfileBody>({ $ref: 'https://schemas.tessera.dev/api/profile.schema.json#/$defs/viewedProfileBody' });
/** api/profile.schema.json#/$defs/profileActionName */
export const ProfileActionName = Type.Unsafe<Model.ProfileActionName>({ $ref: 'https://schemas.tessera.dev/api/profile.schema.json#/$defs/profileActionName' });
/** api/profile.schema.json#/$defs/profileAction */
export const ProfileAction = Type.Unsafe<Model.ProfileAction>({ $ref: 'https://schemas.tessera.dev/api/profile.schema.json#/$defs/profileAction' });
/** api/profile.schema.json#/$defs/profileActionsReply */
export const ProfileActionsReply = Type.Unsafe<Model.ProfileActionsReply>({ $ref: 'https://schemas.tessera.dev/api/profile.schema.json#/$defs/profileActionsReply' });
/** api/profile.schema.json#/$defs/membershipStatesReply */
export const MembershipStatesReply = Type.Unsafe<Model.MembershipStatesReply>({ $ref: 'https://schemas.tessera.dev/api/profile.schema.json#/$defs/membershipStatesReply' });
/** api/profile.schema.json#/$defs/forceUpdateBody */
export const ForceUpdateBody = Type.Unsafe<Model.ForceUpdateBody>({ $ref: 'https://schemas.tessera.dev/api/profile.schema.json#/$defs/forceUpdateBody' });
/** api/report-abuse.schema.json#/$defs/abuseCategory */
export const AbuseCategory = Type.Unsafe<Model.AbuseCategory>({ $ref: 'https://schemas.tessera.dev/api/report-abuse.schema.json#/$defs/abuseCategory' });
/** api/report-abuse.schema.json#/$defs/abuseReportStatus */
export const AbuseReportStatus = Type.Unsafe<Model.AbuseReportStatus>({ $ref: 'https://schemas.tessera.dev/api/report-abuse.schema.json#/$defs/abuseReportStatus' });
/** api/report-abuse.schema.json#/$defs/reportedType */
export const ReportedType = Type.Unsafe<Model.ReportedType>({ $ref: 'https://schemas.tessera.dev/api/report-abuse.schema.json#/$defs/reportedType' });
/** api/report-abuse.schema.json#/$defs/reportAbuseBody */
export const ReportAbuseBody = Type.Unsafe<Model.ReportAbuseBody>({ $ref: 'https://schemas.tessera.dev/api/report-abuse.schema.json#/$defs/reportAbuseBody' });
/** api/report-abuse.schema.json#/$defs/abuseReport */
export const AbuseReport = Type.Unsafe<Model.AbuseReport>({ $ref: 'https://schemas.tessera.dev/api/report-abuse.schema.json#/$defs/abuseReport' });
/** api/report-abuse.schema.json#/$defs/reportAbuseSearchQuery */
export const ReportAbuseSearchQuery = Type.Unsafe<Model.ReportAbuseSearchQuery>({ $ref: 'https://schemas.tessera.dev/api/report-abuse.schema.json#/$defs/reportAbuseSearchQuery' });
/** api/report-abuse.schema.json#/$defs/reportedAuthor */
export const ReportedAuthor = Type.Unsafe<Model.ReportedAuthor>({ $ref: 'https://schemas.tessera.dev/api/report-abuse.schema.json#/$defs/reportedAuthor' });
/** api/report-abuse.schema.json#/$defs/reportedItem */
export const ReportedItem = Type.Unsafe<Model.ReportedItem>({ $ref: 'https://schemas.tessera.dev/api/report-abuse.schema.json#/$defs/reportedItem' });
/** api/report-abuse.schema.json#/$defs/reportGroup */
export const ReportGroup = Type.Unsafe<Model.ReportGroup>({ $ref: 'https://schemas.tessera.dev/api/report-abuse.schema.json#/$defs/reportGroup' });
/** api/report-abuse.schema.json#/$defs/reportAbuseSearchReply */
export const ReportAbuseSearchReply = Type.Unsafe<Model.ReportAbuseSearchReply>({ $ref: 'https://schemas.tessera.dev/api/report-abuse.schema.json#/$defs/reportAbuseSearchReply' });
/** api/report-abuse.schema.json#/$defs/moderationAction */
export const ModerationAction = Type.Unsafe<Model.ModerationAction>({ $ref: 'https://schemas.tessera.dev/api/report-abuse.schema.json#/$defs/moderationAction' });
/** api/report-abuse.schema.json#/$defs/moderationEntry */
export const ModerationEntry = Type.Unsafe<Model.ModerationEntry>({ $ref: 'https://schemas.tessera.dev/api/report-abuse.schema.json#/$defs/moderationEntry' });
/** api/report-abuse.schema.json#/$defs/reportAbuseDetail */
export const ReportAbuseDetail = Type.Unsafe<Model.ReportAbuseDetail>({ $ref: 'https://schemas.tessera.dev/api/report-abuse.schema.json#/$defs/reportAbuseDetail' });
/** api/report-abuse.schema.json#/$defs/deleteCommunicationAdminBody */
export const DeleteCommunicationAdminBody = Type.Unsafe<Model.DeleteCommunicationAdminBody>({ $ref: 'https://schemas.tessera.dev/api/report-abuse.schema.json#/$defs/deleteCommunicationAdminBody' });
/** api/report-abuse.schema.json#/$defs/commentCommunicationAdminBody */
export const CommentCommunicationAdminBody = Type.Unsafe<Model.CommentCommunicationAdminBody>({ $ref: 'https://schemas.tessera.dev/api/report-abuse.schema.json#/$defs/commentCommunicationAdminBody' });
/** api/report-abuse.schema.json#/$defs/enableCommunicationAdminBody */
export const EnableCommunicationAdminBody = Type.Unsafe<Model.EnableCommunicationAdminBody>({ $ref: 'https://schemas.tessera.dev/api/report-abuse.schema.json#/$defs/enableCommunicationAdminBody' });
/** api/report-abuse.schema.json#/$defs/reportStatusBody */
export const ReportStatusBody = Type.Unsafe<Model.ReportStatusBody>({ $ref: 'https://schemas.tessera.dev/api/report-abuse.schema.json#/$defs/reportStatusBody' });
/** api/settings.schema.json#/$defs/settingsChangeBody */
export const SettingsChangeBody = Type.Unsafe<Model.SettingsChangeBody>({ $ref: 'https://schemas.tessera.dev/api/settings.schema.json#/$defs/settingsChangeBody' });
/** api/site-sync.schema.json#/$defs/siteFilesModel */
export const SiteFilesModel = Type.Unsafe<Model.SiteFilesModel>({ $ref: 'https://schemas.tessera.dev/api/site-sync.schema.json#/$defs/siteFilesModel' });
/** api/site-sync.schema.json#/$defs/revisions */
export const ElementRevisions = Type.Unsafe<Model.ElementRevisions>({ $ref: 'https://schemas.tessera.dev/api/site-sync.schema.json#/$defs/revisions' });
/** api/site-sync.schema.json#/$defs/siteSnapshot */
export const SiteSnapshot = Type.Unsafe<Model.SiteSnapshot>({ $ref: 'https://schemas.tessera.dev/api/site-sync.schema.json#/$defs/siteSnapshot' });
/** api/site-sync.schema.json#/$defs/siteApplyBody */
export const SiteApplyBody = Type.Unsafe<Model.SiteApplyBody>({ $ref: 'https://schemas.tessera.dev/api/site-sync.schema.json#/$defs/siteApplyBody' });
/** api/site-sync.schema.json#/$defs/planEntry */
export const SitePlanEntry = Type.Unsafe<Model.SitePlanEntry>({ $ref: 'https://schemas.tessera.dev/api/site-sync.schema.json#/$defs/planEntry' });
/** api/site-sync.schema.json#/$defs/syncConflict */
export const SiteSyncConflict = Type.Unsafe<Model.SiteSyncConflict>({ $ref: 'https://schemas.tessera.dev/api/site-sync.schema.json#/$defs/syncConflict' });
/** api/site-sync.schema.json#/$defs/siteApplyReply */
export const SiteApplyReply = Type.Unsafe<Model.SiteApplyReply>({ $ref: 'https://schemas.tessera.dev/api/site-sync.schema.json#/$defs/siteApplyReply' });
/** api/slugs.schema.json#/$defs/slugSource */
export const SlugSource = Type.Unsafe<Model.SlugSource>({ $ref: 'https://schemas.tessera.dev/api/slugs.schema.json#/$defs/slugSource' });
/** api/slugs.schema.json#/$defs/slugValidateReply */
export const SlugValidateReply = Type.Unsafe<Model.SlugValidateReply>({ $ref: 'https://schemas.tessera.dev/api/slugs.schema.json#/$defs/slugValidateReply' });
/** api/structure-blocks.schema.json#/$defs/blockPlacement */
export const BlockPlacement = Type.Unsafe<Model.BlockPlacement>({ $ref: 'https://schemas.tessera.dev/api/structure-blocks.schema.json#/$defs/blockPlacement' });
/** api/structure-blocks.schema.json#/$defs/parentType */
export const BlockParentType = Type.Unsafe<Model.BlockParentType>({ $ref: 'https://schemas.tessera.dev/api/structure-blocks.schema.json#/$defs/parentType' });
/** api/structure-blocks.schema.json#/$defs/blockUsage */
export const BlockUsage = Type.Unsafe<Model.BlockUsage>({ $ref: 'https://schemas.tessera.dev/api/structure-blocks.schema.json#/$defs/blockUsage' });
/** api/structure-blocks.schema.json#/$defs/blockChanges */
export const BlockChanges = Type.Unsafe<Model.BlockChanges>({ $ref: 'https://schemas.tessera.dev/api/structure-blocks.schema.json#/$defs/blockChanges' });
/** api/structure-blocks.schema.json#/$defs/newBlock */
export const NewBlockInput = Type.Unsafe<Model.NewBlockInput>({ $ref: 'https://schemas.tessera.dev/api/structure-blocks.schema.json#/$defs/newBlock' });
/** api/structure-blocks.schema.json#/$defs/blockCreateBody */
export const BlockCreateBody = Type.Unsafe<Model.BlockCreateBody>({ $ref: 'https://schemas.tessera.dev/api/structure-blocks.schema.json#/$defs/blockCreateBody' });
/** api/structure-blocks.schema.json#/$defs/blockUpdateBody */
export const BlockUpdateBody = Type.Unsafe<Model.BlockUpdateBody>({ $ref: 'https://schemas.tessera.dev/api/structure-blocks.schema.json#/$defs/blockUpdateBody' });
/** api/structure-blocks.schema.json#/$defs/blocksUpdateBody */
export const BlocksUpdateBody = Type.Unsafe<Model.BlocksUpdateBody>({ $ref: 'https://schemas.tessera.dev/api/structure-blocks.schema.json#/$defs/blocksUpdateBody' });
/** api/structure-blocks.schema.json#/$defs/blockPropertyBody */
export const BlockPropertyBody = Type.Unsafe<Model.BlockPropertyBody>({ $ref: 'https://schemas.tessera.dev/api/structure-blocks.schema.json#/$defs/blockPropertyBody' });
/** api/structure-blocks.schema.json#/$defs/blockRemovalReply */
export const BlockRemovalReply = Type.Unsafe<Model.BlockRemovalReply>({ $ref: 'https://schemas.tessera.dev/api/structure-blocks.schema.json#/$defs/blockRemovalReply' });
/** api/structure-blocks.schema.json#/$defs/revertBody */
export const RevertBody = Type.Unsafe<Model.RevertBody>({ $ref: 'https://schemas.tessera.dev/api/structure-blocks.schema.json#/$defs/revertBody' });
/** api/structure-blocks.schema.json#/$defs/revertReply */
export const RevertReply = Type.Unsafe<Model.RevertReply>({ $ref: 'https://schemas.tessera.dev/api/structure-blocks.schema.json#/$defs/revertReply' });
/** api/structure-blocks.schema.json#/$defs/blockMoveBody */
export const BlockMoveBody = Type.Unsafe<Model.BlockMoveBody>({ $ref: 'https://schemas.tessera.dev/api/structure-blocks.schema.json#/$defs/blockMoveBody' });
/** api/structure-blocks.schema.json#/$defs/blockPasteBody */
export const BlockPasteBody = Type.Unsafe<Model.BlockPasteBody>({ $ref: 'https://schemas.tessera.dev/api/structure-blocks.schema.json#/$defs/blockPasteBody' });
/** api/structure-blocks.schema.json#/$defs/childrenIdsBody */
export const ChildrenIdsBody = Type.Unsafe<Model.ChildrenIdsBody>({ $ref: 'https://schemas.tessera.dev/api/structure-blocks.schema.json#/$defs/childrenIdsBody' });
/** api/structure-blocks.schema.json#/$defs/blockSearchReply */
export const BlockSearchReply = Type.Unsafe<Model.BlockSearchReply>({ $ref: 'https://schemas.tessera.dev/api/structure-blocks.schema.json#/$defs/blockSearchReply' });
/** api/structure-blocks.schema.json#/$defs/blockTemplatesReply */
export const BlockTemplatesReply = Type.Unsafe<Model.BlockTemplatesReply>({ $ref: 'https://schemas.tessera.dev/api/structure-blocks.schema.json#/$defs/blockTemplatesReply' });
/** api/structure-blocks.schema.json#/$defs/subscribableReply */
export const SubscribableReply = Type.Unsafe<Model.SubscribableReply>({ $ref: 'https://schemas.tessera.dev/api/structure-blocks.schema.json#/$defs/subscribableReply' });
/** api/structure-blocks.schema.json#/$defs/pastedBlocksReply */
export const PastedBlocksReply = Type.Unsafe<Model.PastedBlocksReply>({ $ref: 'https://schemas.tessera.dev/api/structure-blocks.schema.json#/$defs/pastedBlocksReply' });
/** api/structure-fields.schema.json#/$defs/fieldListReply */
export const FieldListReply = Type.Unsafe<Model.FieldListReply>({ $ref: 'https://schemas.tessera.dev/api/structure-fields.schema.json#/$defs/fieldListReply' });
/** api/structure-fields.schema.json#/$defs/fieldWriteBody */
export const FieldWriteBody = Type.Unsafe<Model.FieldWriteBody>({ $ref: 'https://schemas.tessera.dev/api/structure-fields.schema.json#/$defs/fieldWriteBody' });
/** api/structure-fields.schema.json#/$defs/fieldItemType */
export const FieldItemType = Type.Unsafe<Model.FieldItemType>({ $ref: 'https://schemas.tessera.dev/api/structure-fields.schema.json#/$defs/fieldItemType' });
/** api/structure-fields.schema.json#/$defs/fieldDefaultReply */
export const FieldDefaultReply = Type.Unsafe<Model.FieldDefaultReply>({ $ref: 'https://schemas.tessera.dev/api/structure-fields.schema.json#/$defs/fieldDefaultReply' });
/** api/structure-fields.schema.json#/$defs/fieldDefaultsBody */
export const FieldDefaultsBody = Type.Unsafe<Model.FieldDefaultsBody>({ $ref: 'https://schemas.tessera.dev/api/structure-fields.schema.json#/$defs/fieldDefaultsBody' });
/** api/structure-fields.schema.json#/$defs/fieldDefaultsReply */
export const FieldDefaultsReply = Type.Unsafe<Model.FieldDefaultsReply>({ $ref: 'https://schemas.tessera.dev/api/structure-fields.schema.json#/$defs/fieldDefaultsReply' });
/** api/structure-fields.schema.json#/$defs/dataSchemaListReply */
export const DataSchemaListReply = Type.Unsafe<Model.DataSchemaListReply>({ $ref: 'https://schemas.tessera.dev/api/structure-fields.schema.json#/$defs/dataSchemaListReply' });
/** api/structure-modules.schema.json#/$defs/moduleSearchReply */
export const ModuleSearchReply = Type.Unsafe<Model.ModuleSearchReply>({ $ref: 'https://schemas.tessera.dev/api/structure-modules.schema.json#/$defs/moduleSearchReply' });
/** api/structure-modules.schema.json#/$defs/moduleListReply */
export const ModuleListReply = Type.Unsafe<Model.ModuleListReply>({ $ref: 'https://schemas.tessera.dev/api/structure-modules.schema.json#/$defs/moduleListReply' });
/** api/structure-modules.schema.json#/$defs/moduleOrderBody */
export const ModuleOrderBody = Type.Unsafe<Model.ModuleOrderBody>({ $ref: 'https://schemas.tessera.dev/api/structure-modules.schema.json#/$defs/moduleOrderBody' });
/** api/structure-modules.schema.json#/$defs/moduleChanges */
export const ModuleChanges = Type.Unsafe<Model.ModuleChanges>({ $ref: 'https://schemas.tessera.dev/api/structure-modules.schema.json#/$defs/moduleChanges' });
/** api/structure-modules.schema.json#/$defs/moduleUpdateBody */
export const ModuleUpdateBody = Type.Unsafe<Model.ModuleUpdateBody>({ $ref: 'https://schemas.tessera.dev/api/structure-modules.schema.json#/$defs/moduleUpdateBody' });
/** api/structure-modules.schema.json#/$defs/moduleCreateBody */
export const ModuleCreateBody = Type.Unsafe<Model.ModuleCreateBody>({ $ref: 'https://schemas.tessera.dev/api/structure-modules.schema.json#/$defs/moduleCreateBody' });
/** api/structure-modules.schema.json#/$defs/moduleTemplateId */
export const ModuleTemplateId = Type.Unsafe<Model.ModuleTemplateId>({ $ref: 'https://schemas.tessera.dev/api/structure-modules.schema.json#/$defs/moduleTemplateId' });
/** api/structure-modules.schema.json#/$defs/moduleTemplate */
export const ModuleTemplate = Type.Unsafe<Model.ModuleTemplate>({ $ref: 'https://schemas.tessera.dev/api/structure-modules.schema.json#/$defs/moduleTemplate' });
/** api/structure-modules.schema.json#/$defs/moduleTemplatesReply */
export const ModuleTemplatesReply = Type.Unsafe<Model.ModuleTemplatesReply>({ $ref: 'https://schemas.tessera.dev/api/structure-modules.schema.json#/$defs/moduleTemplatesReply' });
/** api/structure-modules.schema.json#/$defs/moduleDraft */
export const ModuleDraft = Type.Unsafe<Model.ModuleDraft>({ $ref: 'https://schemas.tessera.dev/api/structure-modules.schema.json#/$defs/moduleDraft' });
/** api/structure-pages.schema.json#/$defs/pageSearchReply */
export const PageSearchReply = Type.Unsafe<Model.PageSearchReply>({ $ref: 'https://schemas.tessera.dev/api/structure-pages.schema.json#/$defs/pageSearchReply' });
/** api/structure-pages.schema.json#/$defs/pageListReply */
export const PageListReply = Type.Unsafe<Model.PageListReply>({ $ref: 'https://schemas.tessera.dev/api/structure-pages.schema.json#/$defs/pageListReply' });
/** api/structure-pages.schema.json#/$defs/pageOrderBody */
export const PageOrderBody = Type.Unsafe<Model.PageOrderBody>({ $ref: 'https://schemas.tessera.dev/api/structure-pages.schema.json#/$defs/pageOrderBody' });
/** api/structure-pages.schema.json#/$defs/pageChanges */
export const PageChanges = Type.Unsafe<Model.PageChanges>({ $ref: 'https://schemas.tessera.dev/api/structure-pages.schema.json#/$defs/pageChanges' });
/** api/structure-pages.schema.json#/$defs/pageUpdateBody */
export const PageUpdateBody = Type.Unsafe<Model.PageUpdateBody>({ $ref: 'https://schemas.tessera.dev/api/structure-pages.schema.json#/$defs/pageUpdateBody' });
/** api/structure-pages.schema.json#/$defs/pageCreateBody */
export const PageCreateBody = Type.Unsafe<Model.PageCreateBody>({ $ref: 'https://schemas.tessera.dev/api/structure-pages.schema.json#/$defs/pageCreateBody' });
/** api/structure-pages.schema.json#/$defs/pageChildrenBody */
export const PageChildrenBody = Type.Unsafe<Model.PageChildrenBody>({ $ref: 'https://schemas.tessera.dev/api/structure-pages.schema.json#/$defs/pageChildrenBody' });
/** api/structure-pages.schema.json#/$defs/pageDraft */
export const PageDraft = Type.Unsafe<Model.PageDraft>({ $ref: 'https://schemas.tessera.dev/api/structure-pages.schema.json#/$defs/pageDraft' });
/** api/structure-permissions.schema.json#/$defs/itemAction */
export const ItemAction = Type.Unsafe<Model.ItemAction>({ $ref: 'https://schemas.tessera.dev/api/structure-permissions.schema.json#/$defs/itemAction' });
/** api/structure-permissions.schema.json#/$defs/grantHolder */
export const GrantHolder = Type.Unsafe<Model.GrantHolder>({ $ref: 'https://schemas.tessera.dev/api/structure-permissions.schema.json#/$defs/grantHolder' });
/** api/structure-permissions.schema.json#/$defs/itemSubject */
export const ItemSubject = Type.Unsafe<Model.ItemSubject>({ $ref: 'https://schemas.tessera.dev/api/structure-permissions.schema.json#/$defs/itemSubject' });
/** api/structure-permissions.schema.json#/$defs/itemPermission */
export const ItemPermission = Type.Unsafe<Model.ItemPermission>({ $ref: 'https://schemas.tessera.dev/api/structure-permissions.schema.json#/$defs/itemPermission' });
/** api/structure-permissions.schema.json#/$defs/itemPermissionsBody */
export const ItemPermissionsBody = Type.Unsafe<Model.ItemPermissionsBody>({ $ref: 'https://schemas.tessera.dev/api/structure-permissions.schema.json#/$defs/itemPermissionsBody' });
/** api/structure-permissions.schema.json#/$defs/itemPermissionsReply */
export const ItemPermissionsReply = Type.Unsafe<Model.ItemPermissionsReply>({ $ref: 'https://schemas.tessera.dev/api/structure-permissions.schema.json#/$defs/itemPermissionsReply' });
/** api/structure-permissions.schema.json#/$defs/structurePermissionsReply */
export const StructurePermissionsReply = Type.Unsafe<Model.StructurePermissionsReply>({ $ref: 'https://schemas.tessera.dev/api/structure-permissions.schema.json#/$defs/structurePermissionsReply' });
/** api/structure.schema.json#/$defs/structure */
export const Structure = Type.Unsafe<Model.Structure>({ $ref: 'https://schemas.tessera.dev/api/structure.schema.json#/$defs/structure' });
/** api/structure.schema.json#/$defs/pagePropertyBody */
export const PagePropertyBody = Type.Unsafe<Model.PagePropertyBody>({ $ref: 'https://schemas.tessera.dev/api/structure.schema.json#/$defs/pagePropertyBody' });
/** api/structure.schema.json#/$defs/modulePropertyBody */
export const ModulePropertyBody = Type.Unsafe<Model.ModulePropertyBody>({ $ref: 'https://schemas.tessera.dev/api/structure.schema.json#/$defs/modulePropertyBody' });
/** api/structure.schema.json#/$defs/blockListReply */
export const BlockListReply = Type.Unsafe<Model.BlockListReply>({ $ref: 'https://schemas.tessera.dev/api/structure.schema.json#/$defs/blockListReply' });
/** api/templates.schema.json#/$defs/templateCheckBody */
export const TemplateCheckBody = Type.Unsafe<Model.TemplateCheckBody>({ $ref: 'https://schemas.tessera.dev/api/templates.schema.json#/$defs/templateCheckBody' });
/** api/templates.schema.json#/$defs/templateCheckReply */
export const TemplateCheckReply = Type.Unsafe<Model.TemplateCheckReply>({ $ref: 'https://schemas.tessera.dev/api/templates.schema.json#/$defs/templateCheckReply' });
/** api/user-list-search.schema.json#/$defs/userListSearchHit */
export const UserListSearchHit = Type.Unsafe<Model.UserListSearchHit>({ $ref: 'https://schemas.tessera.dev/api/user-list-search.schema.json#/$defs/userListSearchHit' });
/** api/user-list-search.schema.json#/$defs/userListSearchReply */
export const UserListSearchReply = Type.Unsafe<Model.UserListSearchReply>({ $ref: 'https://schemas.tessera.dev/api/user-list-search.schema.json#/$defs/userListSearchReply' });
/** api/user-list-search.schema.json#/$defs/userListGetSomeBody */
export const UserListGetSomeBody = Type.Unsafe<Model.UserListGetSomeBody>({ $ref: 'https://schemas.tessera.dev/api/user-list-search.schema.json#/$defs/userListGetSomeBody' });
/** api/user-list-search.schema.json#/$defs/userListGetSomeReply */
export const UserListGetSomeReply = Type.Unsafe<Model.UserListGetSomeReply>({ $ref: 'https://schemas.tessera.dev/api/user-list-search.schema.json#/$defs/userListGetSomeReply' });
/** api/user-lists.schema.json#/$defs/userListsReply */
export const UserListsReply = Type.Unsafe<Model.UserListsReply>({ $ref: 'https://schemas.tessera.dev/api/user-lists.schema.json#/$defs/userListsReply' });
/** api/user-lists.schema.json#/$defs/newUserList */
export const NewUserListFields = Type.Unsafe<Model.NewUserListFields>({ $ref: 'https://schemas.tessera.dev/api/user-lists.schema.json#/$defs/newUserList' });
/** api/user-lists.schema.json#/$defs/userListCreateBody */
export const UserListCreateBody = Type.Unsafe<Model.UserListCreateBody>({ $ref: 'https://schemas.tessera.dev/api/user-lists.schema.json#/$defs/userListCreateBody' });
/** api/user-lists.schema.json#/$defs/userListUpdateBody */
export const UserListUpdateBody = Type.Unsafe<Model.UserListUpdateBody>({ $ref: 'https://schemas.tessera.dev/api/user-lists.schema.json#/$defs/userListUpdateBody' });
/** api/user-lists.schema.json#/$defs/listMember */
export const ListMember = Type.Unsafe<Model.ListMember>({ $ref: 'https://schemas.tessera.dev/api/user-lists.schema.json#/$defs/listMember' });
/** api/user-lists.schema.json#/$defs/listMembersReply */
export const ListMembersReply = Type.Unsafe<Model.ListMembersReply>({ $ref: 'https://schemas.tessera.dev/api/user-lists.schema.json#/$defs/listMembersReply' });
/** api/user-lists.schema.json#/$defs/addListUsersBody */
export const AddListUsersBody = Type.Unsafe<Model.AddListUsersBody>({ $ref: 'https://schemas.tessera.dev/api/user-lists.schema.json#/$defs/addListUsersBody' });
/** api/user-lists.schema.json#/$defs/addListUsersReply */
export const AddListUsersReply = Type.Unsafe<Model.AddListUsersReply>({ $ref: 'https://schemas.tessera.dev/api/user-lists.schema.json#/$defs/addListUsersReply' });
/** api/user-lists.schema.json#/$defs/countUsersBody */
export const CountUsersBody = Type.Unsafe<Model.CountUsersBody>({ $ref: 'https://schemas.tessera.dev/api/user-lists.schema.json#/$defs/countUsersBody' });
/** api/user-lists.schema.json#/$defs/listUserCount */
export const ListUserCount = Type.Unsafe<Model.ListUserCount>({ $ref: 'https://schemas.tessera.dev/api/user-lists.schema.json#/$defs/listUserCount' });
/** api/user-lists.schema.json#/$defs/countUsersReply */
export const CountUsersReply = Type.Unsafe<Model.CountUsersReply>({ $ref: 'https://schemas.tessera.dev/api/user-lists.schema.json#/$defs/countUsersReply' });
/** api/user-lists.schema.json#/$defs/loopCheckReply */
export const LoopCheckReply = Type.Unsafe<Model.LoopCheckReply>({ $ref: 'https://schemas.tessera.dev/api/user-lists.schema.json#/$defs/loopCheckReply' });
/** api/user-lists.schema.json#/$defs/setCapacityBody */
export const SetCapacityBody = Type.Unsafe<Model.SetCapacityBody>({ $ref: 'https://schemas.tessera.dev/api/user-lists.schema.json#/$defs/setCapacityBody' });
/** api/user.schema.json#/$defs/permission */
export const Permission = Type.Unsafe<Model.Permission>({ $ref: 'https://schemas.tessera.dev/api/user.schema.json#/$defs/permission' });
/** api/user.schema.json#/$defs/itemRef */
export const ItemRef = Type.Unsafe<Model.ItemRef>({ $ref: 'https://schemas.tessera.dev/api/user.schema.json#/$defs/itemRef' });
/** api/user.schema.json#/$defs/itemKind */
export const ItemKind = Type.Unsafe<Model.ItemKind>({ $ref: 'https://schemas.tessera.dev/api/user.schema.json#/$defs/itemKind' });
/** api/user.schema.json#/$defs/user */
export const User = Type.Unsafe<Model.User>({ $ref: 'https://schemas.tessera.dev/api/user.schema.json#/$defs/user' });
/** api/user.schema.json#/$defs/deviceKeepaliveBody */
export const DeviceKeepaliveBody = Type.Unsafe<Model.DeviceKeepaliveBody>({ $ref: 'https://schemas.tessera.dev/api/user.schema.json#/$defs/deviceKeepaliveBody' });
/** api/user.schema.json#/$defs/permissionsReply */
export const PermissionsReply = Type.Unsafe<Model.PermissionsReply>({ $ref: 'https://schemas.tessera.dev/api/user.schema.json#/$defs/permissionsReply' });
/** api/user.schema.json#/$defs/socialLinkReply */
export const SocialLinkReply = Type.Unsafe<Model.SocialLinkReply>({ $ref: 'https://schemas.tessera.dev/api/user.schema.json#/$defs/socialLinkReply' });
/** api/user.schema.json#/$defs/avatarBody */
export const AvatarBody = Type.Unsafe<Model.AvatarBody>({ $ref: 'https://schemas.tessera.dev/api/user.schema.json#/$defs/avatarBody' });
/** application.schema.json */
export const Application = Type.Unsafe<Model.Application>({ $ref: 'https://schemas.tessera.dev/application.schema.json' });
/** application.schema.json#/$defs/membershipRequest */
export const MembershipRequest = Type.Unsafe<Model.MembershipRequest>({ $ref: 'https://schemas.tessera.dev/application.schema.json#/$defs/membershipRequest' });
/** application.schema.json#/$defs/requestChange */
export const MembershipRequestChange = Type.Unsafe<Model.MembershipRequestChange>({ $ref: 'https://schemas.tessera.dev/application.schema.json#/$defs/requestChange' });
/** block.schema.json */
export const Block = Type.Unsafe<Model.Block>({ $ref: 'https://schemas.tessera.dev/block.schema.json' });
/** block.schema.json#/$defs/key */
export const ElementKey = Type.Unsafe<Model.ElementKey>({ $ref: 'https://schemas.tessera.dev/block.schema.json#/$defs/key' });
/** block.schema.json#/$defs/positions */
export const Positions = Type.Unsafe<Model.Positions>({ $ref: 'https://schemas.tessera.dev/block.schema.json#/$defs/positions' });
/** block.schema.json#/$defs/columnWidths */
export const ColumnWidths = Type.Unsafe<Model.ColumnWidths>({ $ref: 'https://schemas.tessera.dev/block.schema.json#/$defs/columnWidths' });
/** block.schema.json#/$defs/visibilityFlags */
export const BlockVisibility = Type.Unsafe<Model.BlockVisibility>({ $ref: 'https://schemas.tessera.dev/block.schema.json#/$defs/visibilityFlags' });
/** block.schema.json#/$defs/blockTexts */
export const BlockTexts = Type.Unsafe<Model.BlockTexts>({ $ref: 'https://schemas.tessera.dev/block.schema.json#/$defs/blockTexts' });
/** block.schema.json#/$defs/blockTranslations */
export const BlockTranslations = Type.Unsafe<Model.BlockTranslations>({ $ref: 'https://schemas.tessera.dev/block.schema.json#/$defs/blockTranslations' });
/** brand-file.schema.json */
export const BrandFile = Type.Unsafe<Model.BrandFile>({ $ref: 'https://schemas.tessera.dev/brand-file.schema.json' });
/** brand.schema.json */
export const Brand = Type.Unsafe<Model.Brand>({ $ref: 'https://schemas.tessera.dev/brand.schema.json' });
/** brand.schema.json#/$defs/themeTokens */
export const ThemeTokens = Type.Unsafe<Model.ThemeTokens>({ $ref: 'https://schemas.tessera.dev/brand.schema.json#/$defs/themeTokens' });
/** brand.schema.json#/$defs/themeStyles */
export const ThemeStyles = Type.Unsafe<Model.ThemeStyles>({ $ref: 'https://schemas.tessera.dev/brand.schema.json#/$defs/themeStyles' });
/** data-schema.schema.json */
export const DataSchema = Type.Unsafe<Model.DataSchema>({ $ref: 'https://schemas.tessera.dev/data-schema.schema.json' });
/** field.schema.json */
export const Field = Type.Unsafe<Model.Field>({ $ref: 'https://schemas.tessera.dev/field.schema.json' });
/** field.schema.json#/$defs/fieldType */
export const FieldType = Type.Unsafe<Model.FieldType>({ $ref: 'https://schemas.tessera.dev/field.schema.json#/$defs/fieldType' });
/** module-file.schema.json */
export const ModuleFile = Type.Unsafe<Model.ModuleFile>({ $ref: 'https://schemas.tessera.dev/module-file.schema.json' });
/** module.schema.json */
export const Module = Type.Unsafe<Model.Module>({ $ref: 'https://schemas.tessera.dev/module.schema.json' });
/** module.schema.json#/$defs/moduleSlug */
export const ModuleSlug = Type.Unsafe<Model.ModuleSlug>({ $ref: 'https://schemas.tessera.dev/module.schema.json#/$defs/moduleSlug' });
/** module.schema.json#/$defs/moduleTexts */
export const ModuleTexts = Type.Unsafe<Model.ModuleTexts>({ $ref: 'https://schemas.tessera.dev/module.schema.json#/$defs/moduleTexts' });
/** page-file.schema.json */
export const PageFile = Type.Unsafe<Model.PageFile>({ $ref: 'https://schemas.tessera.dev/page-file.schema.json' });
/** page-file.schema.json#/$defs/blockSpot */
export const BlockSpot = Type.Unsafe<Model.BlockSpot>({ $ref: 'https://schemas.tessera.dev/page-file.schema.json#/$defs/blockSpot' });
/** page-file.schema.json#/$defs/blockRef */
export const BlockRef = Type.Unsafe<Model.BlockRef>({ $ref: 'https://schemas.tessera.dev/page-file.schema.json#/$defs/blockRef' });
/** page-file.schema.json#/$defs/blockFile */
export const BlockFile = Type.Unsafe<Model.BlockFile>({ $ref: 'https://schemas.tessera.dev/page-file.schema.json#/$defs/blockFile' });
/** page-file.schema.json#/$defs/fieldFile */
export const FieldFile = Type.Unsafe<Model.FieldFile>({ $ref: 'https://schemas.tessera.dev/page-file.schema.json#/$defs/fieldFile' });
/** page.schema.json */
export const Page = Type.Unsafe<Model.Page>({ $ref: 'https://schemas.tessera.dev/page.schema.json' });
/** page.schema.json#/$defs/slug */
export const Slug = Type.Unsafe<Model.Slug>({ $ref: 'https://schemas.tessera.dev/page.schema.json#/$defs/slug' });
/** page.schema.json#/$defs/pageType */
export const PageType = Type.Unsafe<Model.PageType>({ $ref: 'https://schemas.tessera.dev/page.schema.json#/$defs/pageType' });
/** page.schema.json#/$defs/pageWidth */
export const PageWidth = Type.Unsafe<Model.PageWidth>({ $ref: 'https://schemas.tessera.dev/page.schema.json#/$defs/pageWidth' });
/** page.schema.json#/$defs/pageSummary */
export const PageSummary = Type.Unsafe<Model.PageSummary>({ $ref: 'https://schemas.tessera.dev/page.schema.json#/$defs/pageSummary' });
/** page.schema.json#/$defs/pageSlug */
export const PageSlug = Type.Unsafe<Model.PageSlug>({ $ref: 'https://schemas.tessera.dev/page.schema.json#/$defs/pageSlug' });
/** page.schema.json#/$defs/pageTexts */
export const PageTexts = Type.Unsafe<Model.PageTexts>({ $ref: 'https://schemas.tessera.dev/page.schema.json#/$defs/pageTexts' });
/** page.schema.json#/$defs/visibleToLists */
export const VisibleToLists = Type.Unsafe<Model.VisibleToLists>({ $ref: 'https://schemas.tessera.dev/page.schema.json#/$defs/visibleToLists' });
/** rule-tree.schema.json */
export const RuleTree = Type.Unsafe<Model.RuleTree>({ $ref: 'https://schemas.tessera.dev/rule-tree.schema.json' });
/** rule-tree.schema.json#/$defs/ruleKind */
export const RuleKind = Type.Unsafe<Model.RuleKind>({ $ref: 'https://schemas.tessera.dev/rule-tree.schema.json#/$defs/ruleKind' });
/** rule-tree.schema.json#/$defs/ruleOperator */
export const RuleOperator = Type.Unsafe<Model.RuleOperator>({ $ref: 'https://schemas.tessera.dev/rule-tree.schema.json#/$defs/ruleOperator' });
/** rule-tree.schema.json#/$defs/membershipState */
export const MembershipState = Type.Unsafe<Model.MembershipState>({ $ref: 'https://schemas.tessera.dev/rule-tree.schema.json#/$defs/membershipState' });
/** rule-tree.schema.json#/$defs/rule */
export const Rule = Type.Unsafe<Model.Rule>({ $ref: 'https://schemas.tessera.dev/rule-tree.schema.json#/$defs/rule' });
/** settings.schema.json */
export const AppSettings = Type.Unsafe<Model.AppSettings>({ $ref: 'https://schemas.tessera.dev/settings.schema.json' });
/** settings.schema.json#/$defs/language */
export const LanguageCode = Type.Unsafe<Model.LanguageCode>({ $ref: 'https://schemas.tessera.dev/settings.schema.json#/$defs/language' });
/** settings.schema.json#/$defs/themeMode */
export const ThemeMode = Type.Unsafe<Model.ThemeMode>({ $ref: 'https://schemas.tessera.dev/settings.schema.json#/$defs/themeMode' });
/** settings.schema.json#/$defs/link */
export const FooterLink = Type.Unsafe<Model.FooterLink>({ $ref: 'https://schemas.tessera.dev/settings.schema.json#/$defs/link' });
/** settings.schema.json#/$defs/settingsTexts */
export const SettingsTexts = Type.Unsafe<Model.SettingsTexts>({ $ref: 'https://schemas.tessera.dev/settings.schema.json#/$defs/settingsTexts' });
/** settings.schema.json#/$defs/linkTexts */
export const FooterLinkTexts = Type.Unsafe<Model.FooterLinkTexts>({ $ref: 'https://schemas.tessera.dev/settings.schema.json#/$defs/linkTexts' });
/** settings.schema.json#/$defs/textFallbacks */
export const TextFallbacks = Type.Unsafe<Model.TextFallbacks>({ $ref: 'https://schemas.tessera.dev/settings.schema.json#/$defs/textFallbacks' });
/** site-file.schema.json */
export const SiteFile = Type.Unsafe<Model.SiteFile>({ $ref: 'https://schemas.tessera.dev/site-file.schema.json' });
/** site-file.schema.json#/$defs/account */
export const SiteAccount = Type.Unsafe<Model.SiteAccount>({ $ref: 'https://schemas.tessera.dev/site-file.schema.json#/$defs/account' });
/** site-file.schema.json#/$defs/list */
export const SiteList = Type.Unsafe<Model.SiteList>({ $ref: 'https://schemas.tessera.dev/site-file.schema.json#/$defs/list' });
/** site-file.schema.json#/$defs/membership */
export const SiteMembership = Type.Unsafe<Model.SiteMembership>({ $ref: 'https://schemas.tessera.dev/site-file.schema.json#/$defs/membership' });
/** site-file.schema.json#/$defs/grant */
export const SiteGrant = Type.Unsafe<Model.SiteGrant>({ $ref: 'https://schemas.tessera.dev/site-file.schema.json#/$defs/grant' });
/** site-file.schema.json#/$defs/application */
export const SiteApplication = Type.Unsafe<Model.SiteApplication>({ $ref: 'https://schemas.tessera.dev/site-file.schema.json#/$defs/application' });
/** site-file.schema.json#/$defs/applicationRequest */
export const SiteApplicationRequest = Type.Unsafe<Model.SiteApplicationRequest>({ $ref: 'https://schemas.tessera.dev/site-file.schema.json#/$defs/applicationRequest' });
/** site-translations-file.schema.json */
export const SiteTranslationsFile = Type.Unsafe<Model.SiteTranslationsFile>({ $ref: 'https://schemas.tessera.dev/site-translations-file.schema.json' });
/** translations-file.schema.json */
export const Translations = Type.Unsafe<Model.Translations>({ $ref: 'https://schemas.tessera.dev/translations-file.schema.json' });
/** user-list.schema.json */
export const UserList = Type.Unsafe<Model.UserList>({ $ref: 'https://schemas.tessera.dev/user-list.schema.json' });
/** user-list.schema.json#/$defs/userListType */
export const UserListType = Type.Unsafe<Model.UserListType>({ $ref: 'https://schemas.tessera.dev/user-list.schema.json#/$defs/userListType' });
/** user-list.schema.json#/$defs/listMembership */
export const ListMembership = Type.Unsafe<Model.ListMembership>({ $ref: 'https://schemas.tessera.dev/user-list.schema.json#/$defs/listMembership' });
/** user-list.schema.json#/$defs/listPermission */
export const ListPermission = Type.Unsafe<Model.ListPermission>({ $ref: 'https://schemas.tessera.dev/user-list.schema.json#/$defs/listPermission' });
