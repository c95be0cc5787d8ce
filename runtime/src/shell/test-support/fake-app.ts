// Builders for a signed-in application state, so shell tests state only what they are about.
import type { Module, PageSummary } from '@tessera/schemas';
import type { AppContextValue } from '../../state/app-state.ts';

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
export function fakeApp(modules: Module[] = [], overrides: Partial<AppContextValue> = {}): AppContextValue {
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
    basePaths: { app: '/app', api: '/api/v1', signIn: '/signin' },
    dataPrivacy: {},
    viewAs: null,
    activeBrandSettings: { brandId: 1, brandName: 'Demo Brand', logoUrl: null, faviconUrl: null, themeCssUrl: '/theme.css' },
    generalAccessPermitted: true,
    language: 'en',
    themeMode: 'auto',
    editMode: false,
    online: true,
    setLanguage: async () => {},
    setThemeMode: async () => {},
    notify: () => {},
    logout: () => {},
    ...overrides,
  };
}
