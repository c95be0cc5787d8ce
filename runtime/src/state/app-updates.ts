// Replacing parts of the application state with fresher copies from the server, so the screen
// follows changes made elsewhere (real-time events, spec §7) without a reload. Provided by
// <AppProvider> next to the state; kept apart from AppActions because only the live connection
// writes through it.
import { createContext, useContext } from 'react';
import type { AppSettings, I18NBundle, InitReply, Structure, User } from '@tessera/schemas';

/** GET /user/permissions: what the user may do and the action names held. */
export type UserPermissions = Pick<InitReply, 'permissions' | 'visiblePermissions'>;

export interface AppUpdates {
  /** GET /structure: the module tabs, sub-bars and page titles follow. */
  replaceStructure(structure: Structure): void;
  /** GET /settings. */
  replaceSettings(settings: AppSettings): void;
  /** GET /user. */
  replaceUser(user: User): void;
  replacePermissions(permissions: UserPermissions): void;
  /** A newer bundle of the language in use (GET /i18n/{language}): installed into i18next too. */
  replaceI18n(bundle: I18NBundle): Promise<void>;
}

export const AppUpdatesContext = createContext<AppUpdates | null>(null);

/** The signed-in application's state updates; only inside <AppProvider>. */
export function useAppUpdates(): AppUpdates {
  const value = useContext(AppUpdatesContext);
  if (!value) throw new Error('useAppUpdates() used outside <AppProvider>');
  return value;
}
