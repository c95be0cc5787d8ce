// The API calls the runtime makes, typed with the model's reply and body types.
import type {
  AdminSectionsReply, AppSettings, AuditLogTypesReply, AuditSaveBody, GetFilesReply, I18NBundle, InitReply, JwtReply, LanguageCode,
  MetaUpsertBody, OkReply, Page, PermissionsReply, Profile, ProfileCollectionReply, Structure, TradeSecretBody, User,
} from '@tessera/schemas';
import { api } from './api.ts';

/** Which page the first screen shows, so GET /init can include it. */
export interface InitOptions {
  moduleSlug?: string;
  pageSlug?: string;
}

// Not cached: the app's state is seeded from it once, so a day-old copy served first would stay
// on screen; its parts (structure, settings, user) are kept current by their own calls.
export const fetchInit = (opts: InitOptions) => api.get<InitReply>('init', { query: { opts: JSON.stringify(opts) }, cache: false });
export const tradeSecret = (body: TradeSecretBody) => api.post<JwtReply>('auth/tradeSecret', body);
export const refreshJwt = (jwt: string) => api.post<JwtReply>('auth/refresh', { jwt }, { quiet: true });
export const logoutDevice = (deviceId: string) => api.get<OkReply>('logout', { query: { deviceId }, cache: false });
export const logoutAllDevices = () => api.post<OkReply>('logout/allDevices', {}, { cache: false });
export const sendDeviceKeepalive = (deviceId: string) => api.post<OkReply>('user/deviceKeepalive', { deviceId }, { quiet: true });
export const upsertProfileMeta = (body: MetaUpsertBody) => api.post<Profile>('profile/meta/upsert', body);
export const fetchI18nBundle = (language: LanguageCode) => api.get<I18NBundle>(`i18n/${language}`);
export const fetchPage = (pageId: number) => api.get<Page>(`structure/page/${pageId}`);
// The /admin route guard: the server's answer decides who may enter, so never a cached one.
export const fetchAdminSections = () => api.get<AdminSectionsReply>('admin/sections', { cache: false });

// For the real-time reactions (contract 3): each refetches what an event says changed.
export const fetchStructure = () => api.get<Structure>('structure');
export const fetchUser = () => api.get<User>('user');
export const fetchPermissions = () => api.get<PermissionsReply>('user/permissions');
export const fetchSettings = () => api.get<AppSettings>('settings');

/** POST profile/collection: the profiles of the ids (unknown ids are left out). Use loaders/profiles.ts, which batches. */
export const fetchProfileCollection = (accountIds: number[]) =>
  api.post<ProfileCollectionReply>('profile/collection', { accountIds }, { quiet: true });

/** POST files/getFiles: the files of the ids. Use loaders/files.ts, which batches. */
export const fetchFiles = (fileIds: number[], scope?: string) =>
  api.post<GetFilesReply>('files/getFiles', scope === undefined ? { fileIds } : { scope, fileIds }, { quiet: true });

/** POST audit/save, quietly; `keepalive` when sent as the page unloads. Use audit/audit.ts, which queues. */
export const saveAuditEntries = (entries: AuditSaveBody, keepalive: boolean) =>
  api.post<OkReply>('audit/save', entries, { quiet: true, keepalive });
/** GET audit/getLogTypes: the log types the server records. */
export const fetchAuditLogTypes = () => api.get<AuditLogTypesReply>('audit/getLogTypes');

/**
 * The outcome of linking a social sign-in account: status created, exists or another failure,
 * with an optional message for people. Not in the schemas yet: the server route arrives with
 * social sign-in.
 */
export interface SocialLinkReply {
  status: string;
  message?: string;
}

export const linkSocialAccount = (provider: string, dataString: string) =>
  api.get<SocialLinkReply>(`user/socialAccountLink/${encodeURIComponent(provider)}/new/${encodeURIComponent(dataString)}`, { cache: false });
