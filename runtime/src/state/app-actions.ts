// What screens ask the app to do: save the member's preferences, show a notice, log out.
import type { LanguageCode, ThemeMode } from '@tessera/schemas';
import { api } from '../api/api.ts';
import { logout } from '../session/logout.ts';
import { dismissAllNotices, notify, type NoticeInput } from '../shell/notices/notices-store.ts';
import type { AppStores } from './app-stores.ts';
import type { AppUpdates } from './app-updates.ts';

export interface AppActions {
  /** Saves the language in the profile, then loads its bundle and switches to it. */
  setLanguage(language: LanguageCode): Promise<void>;
  /** Saves the theme mode in the profile and applies it. */
  setThemeMode(mode: ThemeMode): Promise<void>;
  notify(notice: NoticeInput): void;
  logout(): void;
}

/** The actions over `stores`; the language bundle arrives through `updates`, as a live one does. */
export function createAppActions(stores: AppStores, updates: AppUpdates): AppActions {
  return {
    async setLanguage(next) {
      const profile = await api.call('POST /profile/meta/upsert', { body: { path: 'language', data: next } });
      await updates.replaceI18n(await api.call('GET /i18n/{language}', { params: { language: next } }));
      stores.user.update((user) => ({ ...user, profile }));
    },
    async setThemeMode(next) {
      const profile = await api.call('POST /profile/meta/upsert', { body: { path: 'settings.theme', data: next } });
      stores.user.update((user) => ({ ...user, profile }));
      stores.preferences.update((current) => ({ ...current, themeMode: next }));
    },
    notify,
    logout() {
      dismissAllNotices();
      void logout();
    },
  };
}
