// Replacing parts of the application state with fresher copies from the server, so the screen
// follows changes made elsewhere (real-time events, spec §7) without a reload. Kept apart from
// AppActions because only the live connection writes through it.
import type { AppSettings, I18NBundle, Structure, User } from '@tessera/schemas';
import { applyI18nBundle } from '../i18n/i18n.ts';
import type { AppStores, UserPermissions } from './app-stores.ts';

export interface AppUpdates {
  /** GET /structure: the module tabs, sub-bars and page titles follow. */
  replaceStructure(structure: Structure): void;
  /** GET /settings. */
  replaceSettings(settings: AppSettings): void;
  /** GET /user. */
  replaceUser(user: User): void;
  replacePermissions(permissions: UserPermissions): void;
  /** A newer bundle of the language in use (GET /i18n/{language}): installed into i18next. */
  replaceI18n(bundle: I18NBundle): Promise<void>;
}

/** The updates that write into `stores`. */
export function createAppUpdates(stores: AppStores): AppUpdates {
  return {
    replaceStructure: (structure) => stores.structure.set(structure),
    replaceSettings: (settings) => stores.settings.set(settings),
    replaceUser: (user) => stores.user.set(user),
    replacePermissions: (permissions) => stores.permissions.set(permissions),
    async replaceI18n(bundle) {
      // i18next first, so nothing renders the new language half-loaded.
      await applyI18nBundle(bundle);
      stores.preferences.update((current) => (current.language === bundle.language ? current : { ...current, language: bundle.language }));
    },
  };
}
