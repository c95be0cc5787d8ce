// The API calls the runtime makes, typed with the model's reply and body types.
import type {
  I18NBundle, InitReply, JwtReply, LanguageCode, MetaUpsertBody, OkReply, Page, Profile, TradeSecretBody,
} from '@tessera/schemas';
import { api } from './api.ts';

/** Which page the first screen shows, so GET /init can include it. */
export interface InitOptions {
  moduleSlug?: string;
  pageSlug?: string;
}

export const fetchInit = (opts: InitOptions) => api.get<InitReply>('init', { opts: JSON.stringify(opts) });
export const tradeSecret = (body: TradeSecretBody) => api.post<JwtReply>('auth/tradeSecret', body);
export const refreshJwt = (jwt: string) => api.post<JwtReply>('auth/refresh', { jwt });
export const logoutDevice = (deviceId: string) => api.get<OkReply>('logout', { deviceId });
export const upsertProfileMeta = (body: MetaUpsertBody) => api.post<Profile>('profile/meta/upsert', body);
export const fetchI18nBundle = (language: LanguageCode) => api.get<I18NBundle>(`i18n/${language}`);
export const fetchPage = (pageId: number) => api.get<Page>(`structure/page/${pageId}`);
export const fetchAdminSections = () => api.get<{ sections: string[] }>('admin/sections');

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
  api.get<SocialLinkReply>(`user/socialAccountLink/${encodeURIComponent(provider)}/new/${encodeURIComponent(dataString)}`);
