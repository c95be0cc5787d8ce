// The signed-in app's state, split by how often each part changes and who reads it, so live data
// arriving for one part (a renamed page, the member's new avatar) re-renders only its readers.
// Why stores rather than one context or several: docs/decisions/0013-runtime-state.md.
import type { ActiveBrandSettings, AppSettings, InitReply, LanguageCode, Structure, ThemeMode, User } from '@tessera/schemas';
import { connectivity } from '../connectivity/connectivity.ts';
import { initialThemeMode } from '../theme/initial-theme-mode.ts';
import { emptyDraft, type EditorDraft } from '../edit-mode/editor-draft.ts';
import { createStore, type ReadableStore, type Store } from './store.ts';

/** GET /user/permissions: what the user may do and the action names held. */
export type UserPermissions = Pick<InitReply, 'permissions' | 'visiblePermissions'>;

/** The member's own choices, saved in their profile. */
export interface MemberPreferences {
  language: LanguageCode;
  themeMode: ThemeMode;
}

export interface AppStores {
  /** Modules and page titles: the module bar, sub-bar, drawer and routes. Live: items:changes. */
  structure: Store<Structure>;
  /** Site-wide settings (name, languages, footer, static pages). Live: settings changes. */
  settings: Store<AppSettings>;
  /** The active brand: logo, favicon, theme.css. */
  brand: Store<ActiveBrandSettings>;
  /** The signed-in account and its profile (the header's name and avatar). Live: user/profile updates. */
  user: Store<User>;
  permissions: Store<UserPermissions>;
  preferences: Store<MemberPreferences>;
  /** Admin edit mode (alt+shift+e); only ever true for users who may manageEditMode. */
  editMode: Store<boolean>;
  /** Text edit mode (alt+shift+j): translatable texts edited in place; only with manageTextEdit. */
  textEdit: Store<boolean>;
  /** The debug overlay (alt+shift+d); admins only. */
  debugInfo: Store<boolean>;
  /** Safe mode: blocks without their custom design and CSS (query safeMode, alt+shift+s). */
  safeMode: Store<boolean>;
  /** The editor's draft (edit-mode/editor-draft.ts); changed only by the editor's code. */
  editorDraft: Store<EditorDraft>;
  /** Whether the app is online, as the connectivity probe last found (connectivity/). */
  online: ReadableStore<boolean>;
}

/** The connectivity monitor read as a store. */
const connectivityStore: ReadableStore<boolean> = { get: connectivity.isOnline, subscribe: connectivity.subscribe };

/**
 * The stores for what GET /init returned. Its i18n bundle is already applied, so the language in
 * use is the bundle's. `online` defaults to the app's connectivity monitor; `safeMode` is how
 * the app started (query safeMode).
 */
export function createAppStores(init: InitReply, online: ReadableStore<boolean> = connectivityStore, safeMode = false): AppStores {
  return {
    structure: createStore(init.structure),
    settings: createStore(init.settings),
    brand: createStore(init.activeBrandSettings),
    user: createStore(init.user),
    permissions: createStore({ permissions: init.permissions, visiblePermissions: init.visiblePermissions }),
    preferences: createStore({ language: init.i18n.language, themeMode: initialThemeMode(init.settings, init.user.profile.data.meta) }),
    editMode: createStore(false),
    textEdit: createStore(false),
    debugInfo: createStore(false),
    safeMode: createStore(safeMode),
    editorDraft: createStore(emptyDraft),
    online,
  };
}
