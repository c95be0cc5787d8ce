// Everything the signed-in app provides to its components, made once per GET /init and handed
// down in one context whose value never changes: components re-render when a store they read
// changes (hooks.ts), never because the context did.
import { createContext, useContext } from 'react';
import type { InitReply, LanguageCode, Page } from '@tessera/schemas';
import { createAppActions, type AppActions } from './app-actions.ts';
import { createAppStores, type AppStores } from './app-stores.ts';
import { createAppUpdates, type AppUpdates } from './app-updates.ts';
import type { ReadableStore } from './store.ts';

/** What GET /init said that stays as it is for the whole session. */
export interface SessionInfo {
  basePaths: InitReply['basePaths'];
  /** The page GET /init brought along for the first screen. */
  firstPage: Page | null;
  /** The language GET /init answered in: its page's texts are in it. */
  firstLanguage: LanguageCode;
  dataPrivacy: InitReply['dataPrivacy'];
  viewAs: InitReply['viewAs'];
  generalAccessPermitted: boolean;
  /** What GET /init's structure and page are up to date with: the live connection compares it with the server's. */
  structureRevision: string;
}

export interface AppRuntime {
  session: SessionInfo;
  stores: AppStores;
  actions: AppActions;
  /** For the live connection only (realtime/LiveUpdates.tsx). */
  updates: AppUpdates;
}

export interface AppRuntimeOptions {
  /** Started with the query safeMode=on|1|true (spec §2.3); alt+shift+s toggles it later. */
  safeMode: boolean;
  /** @default the app's connectivity monitor */
  online?: ReadableStore<boolean>;
}

/** The runtime for what GET /init returned (its i18n bundle already applied). */
export function createAppRuntime(init: InitReply, { safeMode, online }: AppRuntimeOptions): AppRuntime {
  const stores = createAppStores(init, online, safeMode);
  const updates = createAppUpdates(stores);
  const session: SessionInfo = {
    basePaths: init.basePaths,
    firstPage: init.page,
    firstLanguage: init.i18n.language,
    dataPrivacy: init.dataPrivacy,
    viewAs: init.viewAs,
    generalAccessPermitted: init.generalAccessPermitted,
    structureRevision: init.structureRevision,
  };
  return { session, stores, actions: createAppActions(stores, updates), updates };
}

export const AppContext = createContext<AppRuntime | null>(null);

/** The signed-in app's runtime; only inside <AppProvider>. Components use the hooks in hooks.ts. */
export function useAppRuntime(): AppRuntime {
  const value = useContext(AppContext);
  if (!value) throw new Error('The signed-in app state was read outside <AppProvider>');
  return value;
}
