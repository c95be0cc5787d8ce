import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { InitReply, ThemeMode } from '@tessera/schemas';
import { api } from '../api/api.ts';
import { applyI18nBundle } from '../i18n/i18n.ts';
import { logout } from '../session/logout.ts';
import { dismissAllNotices, notify } from '../shell/index.ts';
import { applyBrand, applyThemeMode } from '../theme/apply-brand.ts';
import { initialThemeMode } from '../theme/initial-theme-mode.ts';
import { AppContext, type AppActions, type AppContextValue } from './app-state.ts';
import { AppUpdatesContext, type AppUpdates } from './app-updates.ts';
import { useOnline } from './use-online.ts';

export interface AppProviderProps {
  /** What GET /init returned; its i18n bundle is already applied (so the first render speaks it). */
  init: InitReply;
  safeMode: boolean;
  children: ReactNode;
}

/** The parts of the state a live update replaces whole. */
type ReplaceableKey = 'structure' | 'settings' | 'user';

/** Provides the signed-in application's state and actions (useApp), and its live updates (useAppUpdates). */
export function AppProvider({ init, safeMode, children }: AppProviderProps) {
  const [data, setData] = useState(init);
  const [themeMode, setThemeModeState] = useState<ThemeMode>(() => initialThemeMode(init.settings, init.user.profile.data.meta));
  const online = useOnline();

  useEffect(() => applyBrand(data.activeBrandSettings), [data.activeBrandSettings]);
  useEffect(() => applyThemeMode(themeMode), [themeMode]);

  const updates = useMemo<AppUpdates>(() => {
    const replace = <Key extends ReplaceableKey>(key: Key) => (value: InitReply[Key]) => setData((current) => ({ ...current, [key]: value }));
    return {
      replaceStructure: replace('structure'),
      replaceSettings: replace('settings'),
      replaceUser: replace('user'),
      replacePermissions: (permissions) => setData((current) => ({ ...current, ...permissions })),
      async replaceI18n(bundle) {
        // i18next first, so nothing renders the new language half-loaded.
        await applyI18nBundle(bundle);
        setData((current) => ({ ...current, i18n: bundle }));
      },
    };
  }, []);

  const actions = useMemo<AppActions>(() => ({
    async setLanguage(next) {
      const profile = await api.call('POST /profile/meta/upsert', { body: { path: 'language', data: next } });
      await updates.replaceI18n(await api.call('GET /i18n/{language}', { params: { language: next } }));
      setData((current) => ({ ...current, user: { ...current.user, profile } }));
    },
    async setThemeMode(next) {
      const profile = await api.call('POST /profile/meta/upsert', { body: { path: 'settings.theme', data: next } });
      setData((current) => ({ ...current, user: { ...current.user, profile } }));
      setThemeModeState(next);
    },
    notify,
    logout() {
      dismissAllNotices();
      void logout();
    },
  }), [updates]);

  const value = useMemo<AppContextValue>(
    () => ({ ...data, language: data.i18n.language, themeMode, editMode: false, online, safeMode, ...actions }),
    [data, themeMode, online, safeMode, actions],
  );

  return (
    <AppContext.Provider value={value}>
      <AppUpdatesContext.Provider value={updates}>{children}</AppUpdatesContext.Provider>
    </AppContext.Provider>
  );
}
