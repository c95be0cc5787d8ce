import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiRouteKey, AppSettings, I18NBundle, Structure, User } from '@tessera/schemas';
import { api } from '../api/api.ts';
import { profiles } from '../loaders/profiles.ts';
import { checkServerBuild } from '../pwa/update-checks.ts';
import type { AppUpdates } from '../state/app-updates.ts';
import { answerApiCalls } from '../test-support/fake-api.ts';
import { liveTarget, type LiveContext } from './live-target.ts';

vi.mock('../api/api.ts', () => ({ api: { markDirty: vi.fn(), invalidate: vi.fn(), call: vi.fn() } }));
vi.mock('../loaders/profiles.ts', () => ({ profiles: { dropProfile: vi.fn() } }));
vi.mock('../pwa/update-checks.ts', () => ({ checkServerBuild: vi.fn() }));

const MEMBER: User = {
  accountId: 42, email: 'ada@demo.test', isAdmin: false, isElevated: false, listMemberships: [],
  profile: { accountId: 42, data: { profile: { firstName: 'Ada' }, meta: {} }, acceptedUserListIds: [] },
};

function setUp(context: LiveContext = { language: 'en', user: MEMBER }) {
  const updates = {
    replaceStructure: vi.fn(),
    replaceSettings: vi.fn(),
    replaceUser: vi.fn(),
    replacePermissions: vi.fn(),
    replaceI18n: vi.fn(async () => {}),
  } satisfies AppUpdates;
  return { updates, target: liveTarget(updates, () => context) };
}

/** Whether `prefix` was flagged dirty before the route `key` was called. */
function flaggedBefore(prefix: string, key: ApiRouteKey): boolean {
  const marked = vi.mocked(api.markDirty).mock.calls.findIndex(([p]) => p === prefix);
  const called = vi.mocked(api.call).mock.calls.findIndex(([k]) => k === key);
  const order = (mock: { invocationCallOrder: number[] }, index: number) => mock.invocationCallOrder[index]!;
  return marked >= 0 && called >= 0 && order(vi.mocked(api.markDirty).mock, marked) < order(vi.mocked(api.call).mock, called);
}

const calledRoute = (key: ApiRouteKey) => vi.mocked(api.call).mock.calls.some(([k]) => k === key);

describe('liveTarget', () => {
  afterEach(() => vi.clearAllMocks());

  it('structure: flags every structure reply dirty, refetches the changed open pages and swaps the structure in', async () => {
    const structure: Structure = { modules: [] };
    answerApiCalls({ 'GET /structure': () => structure });
    const { updates, target } = setUp();

    await target.structureChanged([7, 9]);

    expect(flaggedBefore('structure', 'GET /structure')).toBe(true);
    expect(api.call).toHaveBeenCalledWith('GET /structure', { query: { language: 'en' } });
    expect(api.invalidate).toHaveBeenCalledWith('structure/page/7');
    expect(api.invalidate).toHaveBeenCalledWith('structure/page/9');
    expect(updates.replaceStructure).toHaveBeenCalledWith(structure);
  });

  it('missed structure changes: refetches the structure past the cache and every open page', async () => {
    const structure: Structure = { modules: [] };
    answerApiCalls({ 'GET /structure': () => structure });
    const { updates, target } = setUp();

    await target.structureMissed();

    expect(flaggedBefore('structure', 'GET /structure')).toBe(true);
    expect(api.invalidate).toHaveBeenCalledWith('structure/page/');
    expect(updates.replaceStructure).toHaveBeenCalledWith(structure);
  });

  it('settings: refetches them past the cache and swaps them in', async () => {
    const settings = { name: 'Renamed' } as AppSettings;
    answerApiCalls({ 'GET /settings': () => settings });
    const { updates, target } = setUp({ language: 'cy', user: MEMBER });

    await target.settingsChanged();

    expect(flaggedBefore('settings', 'GET /settings')).toBe(true);
    // In the member's language: the site's name and footer links are texts of the site.
    expect(api.call).toHaveBeenCalledWith('GET /settings', { query: { language: 'cy' } });
    expect(updates.replaceSettings).toHaveBeenCalledWith(settings);
  });

  it('permissions: refetches them past the cache and swaps them in', async () => {
    const permissions = { permissions: [{ action: 'manage', subject: 'all' }], visiblePermissions: ['manage'] };
    answerApiCalls({ 'GET /user/permissions': () => permissions });
    const { updates, target } = setUp();

    await target.permissionsChanged();

    expect(flaggedBefore('user/permissions', 'GET /user/permissions')).toBe(true);
    expect(updates.replacePermissions).toHaveBeenCalledWith(permissions);
  });

  it('translations of the language in use: reloads the bundle into i18next and the state', async () => {
    const bundle: I18NBundle = { language: 'fr', translations: { 'login.button': 'Se connecter' } };
    answerApiCalls({ 'GET /i18n/{language}': () => bundle });
    const { updates, target } = setUp({ language: 'fr', user: MEMBER });

    await target.translationsChanged('fr');

    expect(flaggedBefore('i18n/fr', 'GET /i18n/{language}')).toBe(true);
    expect(updates.replaceI18n).toHaveBeenCalledWith(bundle);
  });

  it('translations of another language: only flags its cached bundle dirty', async () => {
    const { updates, target } = setUp({ language: 'en', user: MEMBER });

    await target.translationsChanged('de');

    expect(api.markDirty).toHaveBeenCalledWith('i18n/de');
    expect(calledRoute('GET /i18n/{language}')).toBe(false);
    expect(updates.replaceI18n).not.toHaveBeenCalled();
  });

  it("someone else's profile: drops it from the profile cache", async () => {
    const { updates, target } = setUp();

    await target.profileChanged(12);

    expect(profiles.dropProfile).toHaveBeenCalledWith(12);
    expect(api.invalidate).toHaveBeenCalledWith('profile/12');
    expect(calledRoute('GET /user')).toBe(false);
    expect(updates.replaceUser).not.toHaveBeenCalled();
  });

  it("the member's own profile: drops it and refetches the user", async () => {
    const user = { ...MEMBER, email: 'new@demo.test' };
    answerApiCalls({ 'GET /user': () => user });
    const { updates, target } = setUp();

    await target.profileChanged(42);

    expect(profiles.dropProfile).toHaveBeenCalledWith(42);
    expect(updates.replaceUser).toHaveBeenCalledWith(user);
  });

  it('user: refetches the user, the structure and the open pages past the cache when what decides what they see changed (their lists)', async () => {
    const user: User = { ...MEMBER, listMemberships: [{ id: 1, userListId: 3, state: 'accepted', hidden: false }] };
    const structure: Structure = { modules: [] };
    answerApiCalls({ 'GET /user': () => user, 'GET /structure': () => structure });
    const { updates, target } = setUp();

    await target.userChanged();

    expect(flaggedBefore('user', 'GET /user')).toBe(true);
    expect(updates.replaceUser).toHaveBeenCalledWith(user);
    expect(flaggedBefore('structure', 'GET /structure')).toBe(true);
    expect(updates.replaceStructure).toHaveBeenCalledWith(structure);
    expect(api.invalidate).toHaveBeenCalledWith('structure/page/');
  });

  it("user: only the member's meta changed (a theme, a reaction): refetches the user, not the structure", async () => {
    const user: User = { ...MEMBER, profile: { ...MEMBER.profile, data: { ...MEMBER.profile.data, meta: { settings: { theme: 'dark' } } } } };
    answerApiCalls({ 'GET /user': () => user });
    const { updates, target } = setUp();

    await target.userChanged();

    expect(updates.replaceUser).toHaveBeenCalledWith(user);
    expect(calledRoute('GET /structure')).toBe(false);
    expect(api.invalidate).not.toHaveBeenCalled();
  });

  it("server build: checks it against this bundle's", () => {
    const { target } = setUp();
    target.serverBuild('b-2');
    expect(checkServerBuild).toHaveBeenCalledWith('b-2');
  });
});
