import { useEffect, useState, type ReactNode } from 'react';
import type { InitReply } from '@tessera/schemas';
import { applyBrand, applyThemeMode } from '../theme/apply-brand.ts';
import { AppContext, createAppRuntime } from './app-runtime.ts';
import { follow } from './store.ts';

export interface AppProviderProps {
  /** What GET /init returned; its i18n bundle is already applied (so the first render speaks it). */
  init: InitReply;
  safeMode: boolean;
  children: ReactNode;
}

/**
 * Provides the signed-in application's state (the hooks in hooks.ts), its actions and its live
 * updates, and keeps the brand's theme.css and the theme mode applied to the document.
 */
export function AppProvider({ init, safeMode, children }: AppProviderProps) {
  const [runtime] = useState(() => createAppRuntime(init, { safeMode }));
  const { brand, preferences } = runtime.stores;

  useEffect(() => follow(brand, applyBrand), [brand]);
  useEffect(() => follow(preferences, ({ themeMode }) => applyThemeMode(themeMode)), [preferences]);

  return <AppContext.Provider value={runtime}>{children}</AppContext.Provider>;
}
