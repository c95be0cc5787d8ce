import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { InitReply, ThemeMode } from '@tessera/schemas';
import { fetchI18nBundle, upsertProfileMeta } from '../api/endpoints.ts';
import { applyI18nBundle } from '../i18n/i18n.ts';
import { logout } from '../session/logout.ts';
import { dismissAllNotices, notify } from '../shell/index.ts';
import { applyBrand, applyThemeMode } from '../theme/apply-brand.ts';
import { initialThemeMode } from '../theme/initial-theme-mode.ts';
import { AppContext, type AppActions, type AppContextValue } from './app-state.ts';
import { useOnline } from './use-online.ts';

export interface AppProviderProps {
  /** What GET /init returned; its i18n bundle is already applied (so the first render speaks it). */
  init: InitReply;
  safeMode: boolean;
  children: ReactNode;
}

/** Provides the signed-in application's state and actions (useApp). */
export function AppProvider({ init, safeMode, children }: AppProviderProps) {
  const [data, setData] = useState(init);
  const [themeMode, setThemeModeState] = useState<ThemeMode>(() => initialThemeMode(init.settings, init.user.profile.data.meta));
  const online = useOnline();

  useEffect(() => applyBrand(data.activeBrandSettings), [data.activeBrandSettings]);
  useEffect(() => applyThemeMode(themeMode), [themeMode]);

  const actions = useMemo<AppActions>(() => ({
    async setLanguage(next) {
      const profile = await upsertProfileMeta({ path: 'language', data: next });
      const bundle = await fetchI18nBundle(next);
      await applyI18nBundle(bundle);
      setData((current) => ({ ...current, user: { ...current.user, profile }, i18n: bundle }));
    },
    async setThemeMode(next) {
      const profile = await upsertProfileMeta({ path: 'settings.theme', data: next });
      setData((current) => ({ ...current, user: { ...current.user, profile } }));
      setThemeModeState(next);
    },
    notify,
    logout() {
      dismissAllNotices();
      void logout();
    },
  }), []);

  const value = useMemo<AppContextValue>(
    () => ({ ...data, language: data.i18n.language, themeMode, editMode: false, online, safeMode, ...actions }),
    [data, themeMode, online, safeMode, actions],
  );

  return <AppContext.Provider value={value}>{children}</AppContext.Provider>;
}
