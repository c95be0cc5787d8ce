// One small hook per part of the signed-in app's state. A component calls the hooks for what it
// shows and re-renders only when one of those parts changes.
import { useSyncExternalStore } from 'react';
import type { ActiveBrandSettings, AppSettings, Structure, User } from '@tessera/schemas';
import type { AppActions } from './app-actions.ts';
import { useAppRuntime, type SessionInfo } from './app-runtime.ts';
import type { MemberPreferences, UserPermissions } from './app-stores.ts';
import type { ReadableStore } from './store.ts';

/** A store's value, re-rendering when it changes. */
export function useStore<T>(store: ReadableStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get);
}

/** The modules and their pages. */
export function useStructure(): Structure {
  return useStore(useAppRuntime().stores.structure);
}

export function useSettings(): AppSettings {
  return useStore(useAppRuntime().stores.settings);
}

/** The active brand's name, logo, favicon and theme. */
export function useBrand(): ActiveBrandSettings {
  return useStore(useAppRuntime().stores.brand);
}

/** The signed-in account with its profile. */
export function useUser(): User {
  return useStore(useAppRuntime().stores.user);
}

export function usePermissions(): UserPermissions {
  return useStore(useAppRuntime().stores.permissions);
}

/** The member's language and theme mode. */
export function usePreferences(): MemberPreferences {
  return useStore(useAppRuntime().stores.preferences);
}

/** Whether admin edit mode is on. */
export function useEditMode(): boolean {
  return useStore(useAppRuntime().stores.editMode);
}

/** Whether the app is online; the shell's offline banner (errors.noInternet) follows it. */
export function useOnline(): boolean {
  return useStore(useAppRuntime().stores.online);
}

/** What stays as it is for the whole session: base paths, the first page, safe mode. */
export function useSession(): SessionInfo {
  return useAppRuntime().session;
}

/** Saving preferences, notices, logging out; the same functions for the whole session. */
export function useAppActions(): AppActions {
  return useAppRuntime().actions;
}
