import { useEffect, useState, type ReactNode } from 'react';
import type { InitReply } from '@tessera/schemas';
import { applyBrand, applySafeMode, applyThemeMode } from '../theme/apply-brand.ts';
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
 * updates, and keeps the brand's theme.css (left out in safe mode) and the theme mode applied to
 * the document.
 */
export function AppProvider({ init, safeMode, children }: AppProviderProps) {
  const [runtime] = useState(() => createAppRuntime(init, { safeMode }));
  const { brand, preferences, safeMode: safe } = runtime.stores;

  useEffect(() => follow(brand, (value) => {
    applyBrand(value);
    applySafeMode(safe.get()); // a new brand's stylesheet stays out in safe mode
  }), [brand, safe]);
  useEffect(() => follow(safe, applySafeMode), [safe]);
  useEffect(() => follow(preferences, ({ themeMode }) => applyThemeMode(themeMode)), [preferences]);

  return <AppContext.Provider value={runtime}>{children}</AppContext.Provider>;
}
