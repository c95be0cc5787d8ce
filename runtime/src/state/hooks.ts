// One small hook per part of the signed-in app's state. A component calls the hooks for what it
// shows and re-renders only when one of those parts changes.
import { useSyncExternalStore } from 'react';
import type { ActiveBrandSettings, AppSettings, Structure, User } from '@tessera/schemas';
import type { AppActions } from './app-actions.ts';
import { useAppRuntime, type SessionInfo } from './app-runtime.ts';
import type { MemberPreferences, UserPermissions } from './app-stores.ts';
import type { ReadableStore } from './store.ts';

/**
 * A store's value, re-rendering when it changes; with `select`, only the part selected,
 * re-rendering only when that part changes. `select` must return the same value for the same
 * input (a field, a boolean), not a new object each time.
 */
export function useStore<T>(store: ReadableStore<T>): T;
export function useStore<T, Selected>(store: ReadableStore<T>, select: (value: T) => Selected): Selected;
export function useStore<T, Selected>(store: ReadableStore<T>, select?: (value: T) => Selected): T | Selected {
  const read: () => T | Selected = select ? () => select(store.get()) : store.get;
  return useSyncExternalStore(store.subscribe, read);
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

/**
 * The signed-in account with its profile; with `select`, only the part a component shows.
 * @example const isAdmin = useUser((user) => user.isAdmin);
 */
export function useUser(): User;
export function useUser<Selected>(select: (user: User) => Selected): Selected;
export function useUser<Selected>(select?: (user: User) => Selected): User | Selected {
  const { user } = useAppRuntime().stores;
  const read: (value: User) => User | Selected = select ?? ((value) => value);
  return useStore(user, read);
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

/** Whether text edit mode is on (translatable texts edited in place). */
export function useTextEdit(): boolean {
  return useStore(useAppRuntime().stores.textEdit);
}

/** Whether the debug overlay is on. */
export function useDebugInfo(): boolean {
  return useStore(useAppRuntime().stores.debugInfo);
}

/** Whether safe mode is on: blocks render without their custom design and CSS. */
export function useSafeMode(): boolean {
  return useStore(useAppRuntime().stores.safeMode);
}

/** Whether the app is online; the shell's offline banner (errors.noInternet) follows it. */
export function useOnline(): boolean {
  return useStore(useAppRuntime().stores.online);
}

/** What stays as it is for the whole session: base paths, the first page, data privacy. */
export function useSession(): SessionInfo {
  return useAppRuntime().session;
}

/** Saving preferences, notices, logging out; the same functions for the whole session. */
export function useAppActions(): AppActions {
  return useAppRuntime().actions;
}
