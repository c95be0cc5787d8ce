import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppSettings, I18NBundle, Structure, User } from '@tessera/schemas';
import { api } from '../api/api.ts';
import { fetchI18nBundle, fetchPermissions, fetchSettings, fetchStructure, fetchUser } from '../api/endpoints.ts';
import { profiles } from '../loaders/profiles.ts';
import { checkServerBuild } from '../pwa/update-checks.ts';
import type { AppUpdates } from '../state/app-updates.ts';
import { liveTarget, type LiveContext } from './live-target.ts';

vi.mock('../api/api.ts', () => ({ api: { markDirty: vi.fn(), invalidate: vi.fn() } }));
vi.mock('../api/endpoints.ts', () => ({
  fetchStructure: vi.fn(),
  fetchSettings: vi.fn(),
  fetchPermissions: vi.fn(),
  fetchUser: vi.fn(),
  fetchI18nBundle: vi.fn(),
}));
vi.mock('../loaders/profiles.ts', () => ({ profiles: { dropProfile: vi.fn() } }));
vi.mock('../pwa/update-checks.ts', () => ({ checkServerBuild: vi.fn() }));

function setUp(context: LiveContext = { language: 'en', accountId: 42 }) {
  const updates = {
    replaceStructure: vi.fn(),
    replaceSettings: vi.fn(),
    replaceUser: vi.fn(),
    replacePermissions: vi.fn(),
    replaceI18n: vi.fn(async () => {}),
  } satisfies AppUpdates;
  return { updates, target: liveTarget(updates, () => context) };
}

/** Whether `dirty` was flagged before `fetch` was called. */
function flaggedBefore(prefix: string, fetch: (...args: never[]) => unknown): boolean {
  const marked = vi.mocked(api.markDirty).mock.calls.findIndex(([p]) => p === prefix);
  return marked >= 0 && vi.mocked(api.markDirty).mock.invocationCallOrder[marked]! < vi.mocked(fetch).mock.invocationCallOrder[0]!;
}

describe('liveTarget', () => {
  afterEach(() => vi.clearAllMocks());

  it('structure: flags every structure reply dirty, refetches the changed open pages and swaps the structure in', async () => {
    const structure: Structure = { modules: [] };
    vi.mocked(fetchStructure).mockResolvedValue(structure);
    const { updates, target } = setUp();

    await target.structureChanged([7, 9]);

    expect(flaggedBefore('structure', fetchStructure)).toBe(true);
    expect(api.invalidate).toHaveBeenCalledWith('structure/page/7');
    expect(api.invalidate).toHaveBeenCalledWith('structure/page/9');
    expect(updates.replaceStructure).toHaveBeenCalledWith(structure);
  });

  it('settings: refetches them past the cache and swaps them in', async () => {
    const settings = { name: 'Renamed' } as AppSettings;
    vi.mocked(fetchSettings).mockResolvedValue(settings);
    const { updates, target } = setUp();

    await target.settingsChanged();

    expect(flaggedBefore('settings', fetchSettings)).toBe(true);
    expect(updates.replaceSettings).toHaveBeenCalledWith(settings);
  });

  it('permissions: refetches them past the cache and swaps them in', async () => {
    const permissions = { permissions: [{ action: 'manage', subject: 'all' }], visiblePermissions: ['manage'] };
    vi.mocked(fetchPermissions).mockResolvedValue(permissions);
    const { updates, target } = setUp();

    await target.permissionsChanged();

    expect(flaggedBefore('user/permissions', fetchPermissions)).toBe(true);
    expect(updates.replacePermissions).toHaveBeenCalledWith(permissions);
  });

  it('translations of the language in use: reloads the bundle into i18next and the state', async () => {
    const bundle: I18NBundle = { language: 'fr', translations: { 'login.button': 'Se connecter' } };
    vi.mocked(fetchI18nBundle).mockResolvedValue(bundle);
    const { updates, target } = setUp({ language: 'fr', accountId: 42 });

    await target.translationsChanged('fr');

    expect(flaggedBefore('i18n/fr', fetchI18nBundle)).toBe(true);
    expect(updates.replaceI18n).toHaveBeenCalledWith(bundle);
  });

  it('translations of another language: only flags its cached bundle dirty', async () => {
    const { updates, target } = setUp({ language: 'en', accountId: 42 });

    await target.translationsChanged('de');

    expect(api.markDirty).toHaveBeenCalledWith('i18n/de');
    expect(fetchI18nBundle).not.toHaveBeenCalled();
    expect(updates.replaceI18n).not.toHaveBeenCalled();
  });

  it("someone else's profile: drops it from the profile cache", async () => {
    const { updates, target } = setUp();

    await target.profileChanged(12);

    expect(profiles.dropProfile).toHaveBeenCalledWith(12);
    expect(api.invalidate).toHaveBeenCalledWith('profile/12');
    expect(fetchUser).not.toHaveBeenCalled();
    expect(updates.replaceUser).not.toHaveBeenCalled();
  });

  it("the member's own profile: drops it and refetches the user", async () => {
    const user = { accountId: 42 } as User;
    vi.mocked(fetchUser).mockResolvedValue(user);
    const { updates, target } = setUp();

    await target.profileChanged(42);

    expect(profiles.dropProfile).toHaveBeenCalledWith(42);
    expect(updates.replaceUser).toHaveBeenCalledWith(user);
  });

  it('user: refetches the user past the cache and swaps it in, and the open pages (their lists decide what they see)', async () => {
    const user = { accountId: 42, email: 'new@demo.test' } as User;
    vi.mocked(fetchUser).mockResolvedValue(user);
    const { updates, target } = setUp();

    await target.userChanged();

    expect(flaggedBefore('user', fetchUser)).toBe(true);
    expect(updates.replaceUser).toHaveBeenCalledWith(user);
    expect(api.invalidate).toHaveBeenCalledWith('structure/page/');
  });

  it("server build: checks it against this bundle's", () => {
    const { target } = setUp();
    target.serverBuild('b-2');
    expect(checkServerBuild).toHaveBeenCalledWith('b-2');
  });
});
