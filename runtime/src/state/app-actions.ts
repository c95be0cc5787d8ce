// What screens ask the app to do: save the member's preferences, show a notice, log out.
import type { LanguageCode, ThemeMode } from '@tessera/schemas';
import { api } from '../api/api.ts';
import { logout } from '../session/logout.ts';
import { dismissAllNotices, notify, type NoticeInput } from '../shell/notices/notices-store.ts';
import type { AppStores } from './app-stores.ts';
import type { AppUpdates } from './app-updates.ts';

export interface AppActions {
  /**
   * Saves the language in the profile, then loads its bundle with the site's structure and
   * settings in it, and switches to them together (the open page follows: its read is keyed by
   * the language).
   */
  setLanguage(language: LanguageCode): Promise<void>;
  /** Saves the theme mode in the profile and applies it. */
  setThemeMode(mode: ThemeMode): Promise<void>;
  /** Saves whether other members may see when this member is online. */
  setConnectivityPrivate(isPrivate: boolean): Promise<void>;
  notify(notice: NoticeInput): void;
  logout(): void;
}

/** The actions over `stores`; the language bundle arrives through `updates`, as a live one does. */
export function createAppActions(stores: AppStores, updates: AppUpdates): AppActions {
  return {
    async setLanguage(next) {
      const profile = await api.call('POST /profile/meta/upsert', { body: { path: 'language', data: next } });
      const query = { language: next };
      const [bundle, structure, settings] = await Promise.all([
        api.call('GET /i18n/{language}', { params: { language: next } }),
        api.call('GET /structure', { query }),
        api.call('GET /settings', { query }),
      ]);
      updates.replaceStructure(structure);
      updates.replaceSettings(settings);
      await updates.replaceI18n(bundle);
      stores.user.update((user) => ({ ...user, profile }));
    },
    async setThemeMode(next) {
      const profile = await api.call('POST /profile/meta/upsert', { body: { path: 'settings.theme', data: next } });
      stores.user.update((user) => ({ ...user, profile }));
      stores.preferences.update((current) => ({ ...current, themeMode: next }));
    },
    async setConnectivityPrivate(isConnectivityPrivate) {
      const profile = await api.call('POST /profile/meta/privacy/connectivity', { body: { isConnectivityPrivate } });
      stores.user.update((user) => ({ ...user, profile }));
    },
    notify,
    logout() {
      dismissAllNotices();
      void logout();
    },
  };
}
