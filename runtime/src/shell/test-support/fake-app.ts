// Builders for a signed-in application state, so shell tests state only what they are about.
import { BASE_PATHS, type InitReply, type Module, type PageSummary } from '@tessera/schemas';
import type { AppActions } from '../../state/app-actions.ts';
import { createAppRuntime, type AppRuntime } from '../../state/app-runtime.ts';
import type { MemberPreferences } from '../../state/app-stores.ts';
import { createStore } from '../../state/store.ts';

/**
 * A signed-in app as a test describes it: what GET /init returned, the member's choices, edit
 * mode and connectivity, and the actions (replace any with a mock).
 */
export interface FakeApp extends InitReply, MemberPreferences, AppActions {
  editMode: boolean;
  online: boolean;
  safeMode?: boolean;
}

let nextId = 1000;

/** A page summary named after its slug; pass flags such as hideFromNav or isAbstract. */
export function fakePage(slug: string, flags: Partial<PageSummary> = {}): PageSummary {
  return { id: nextId++, key: slug, slug, name: `Page ${slug}`, moduleId: 0, type: 'other', width: 'fixed', ...flags };
}

/** A module named after its slug, holding the given pages in order. */
export function fakeModule(slug: string, pages: PageSummary[] = [], flags: Partial<Module> = {}): Module {
  const id = nextId++;
  const children = pages.map((page) => ({ ...page, moduleId: id }));
  return { id, key: slug, slug, name: `Module ${slug}`, childIds: children.map((page) => page.id), children, ...flags };
}

/** A member's application state with the given modules; override anything else. */
export function fakeApp(modules: Module[] = [], overrides: Partial<FakeApp> = {}): FakeApp {
  return {
    user: {
      accountId: 42,
      email: 'ada@demo.test',
      isAdmin: false,
      isElevated: false,
      profile: { accountId: 42, data: { profile: { firstName: 'Ada', lastName: 'Lovelace' }, meta: {} }, acceptedUserListIds: [] },
      listMemberships: [],
    },
    settings: { name: 'Demo Society', moduleOrder: modules.map((module) => module.id), languages: { default: 'en', enabled: ['en'] } },
    i18n: { language: 'en', translations: {} },
    page: null,
    structure: { modules },
    permissions: [],
    visiblePermissions: [],
    basePaths: BASE_PATHS,
    dataPrivacy: {},
    viewAs: null,
    activeBrandSettings: { brandId: 1, brandName: 'Demo Brand', logoUrl: null, faviconUrl: null, themeCssUrl: '/theme.css' },
    generalAccessPermitted: true,
    structureRevision: 'r-1',
    language: 'en',
    themeMode: 'auto',
    editMode: false,
    online: true,
    setLanguage: async () => {},
    setThemeMode: async () => {},
    setConnectivityPrivate: async () => {},
    notify: () => {},
    logout: () => {},
    ...overrides,
  };
}

/**
 * The runtime the app would build for `app`, with its preferences, edit mode and connectivity
 * as stated and its actions replaced by the fake's. Tests change state through its stores.
 */
export function fakeRuntime(app: FakeApp): AppRuntime {
  const runtime = createAppRuntime(app, { safeMode: app.safeMode ?? false, online: createStore(app.online) });
  runtime.stores.preferences.set({ language: app.language, themeMode: app.themeMode });
  runtime.stores.editMode.set(app.editMode);
  const { setLanguage, setThemeMode, setConnectivityPrivate, notify, logout } = app;
  return { ...runtime, actions: { setLanguage, setThemeMode, setConnectivityPrivate, notify, logout } };
}
