import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActiveBrandSettings, AppSettings, Profile, Structure, User } from '@tessera/schemas';
import { api } from '../api/api.ts';
import { applyI18nBundle, i18n } from '../i18n/i18n.ts';
import { fakeApp } from '../shell/test-support/fake-app.ts';
import { answerApiCalls } from '../test-support/fake-api.ts';
import { useAppRuntime, type AppRuntime } from './app-runtime.ts';
import type { MemberPreferences, UserPermissions } from './app-stores.ts';
import { AppProvider } from './AppProvider.tsx';
import { useBrand, usePermissions, usePreferences, useSettings, useStructure, useUser } from './hooks.ts';

const init = fakeApp();
const profileWith = (meta: Profile['data']['meta']): Profile => ({ ...init.user.profile, data: { ...init.user.profile.data, meta } });

/** What the hooks answer inside the provider, with its actions and updates. */
interface ProbeReading extends Pick<AppRuntime, 'actions' | 'updates'>, UserPermissions, MemberPreferences {
  structure: Structure;
  settings: AppSettings;
  user: User;
  activeBrandSettings: ActiveBrandSettings;
}

function renderProvider(): () => ProbeReading {
  let latest: ProbeReading | null = null;
  function Probe() {
    const { actions, updates } = useAppRuntime();
    latest = {
      actions,
      updates,
      structure: useStructure(),
      settings: useSettings(),
      user: useUser(),
      activeBrandSettings: useBrand(),
      ...usePermissions(),
      ...usePreferences(),
    };
    return null;
  }
  render(<AppProvider init={init} safeMode={false}><Probe /></AppProvider>);
  return () => latest!;
}

describe('AppProvider', () => {
  afterEach(async () => {
    cleanup();
    vi.clearAllMocks();
    await applyI18nBundle({ language: 'en', translations: {} });
  });

  it("applies the brand's theme.css and the theme mode", () => {
    const app = renderProvider();

    expect(app().themeMode).toBe('auto');
    expect(document.documentElement.dataset.theme).toBe('auto');
    expect(document.querySelector<HTMLLinkElement>('link#tessera-theme')?.getAttribute('href')).toBe('/theme.css');
  });

  it("leaves the brand's theme out in safe mode, from the start and when toggled", () => {
    let runtime: AppRuntime | null = null;
    function Grab() {
      runtime = useAppRuntime();
      return null;
    }
    render(<AppProvider init={init} safeMode><Grab /></AppProvider>);
    const theme = () => document.querySelector<HTMLLinkElement>('link#tessera-theme')!;

    expect(theme().disabled).toBe(true);
    expect(document.documentElement.hasAttribute('data-safe-mode')).toBe(true);
    act(() => runtime!.stores.safeMode.set(false));
    expect(theme().disabled).toBe(false);
    expect(document.documentElement.hasAttribute('data-safe-mode')).toBe(false);
  });

  it("saves a new language, then switches to its bundle and the site's structure and settings in it", async () => {
    const structureInFrench: Structure = { modules: [] };
    const settingsInFrench: AppSettings = { ...init.settings, name: 'Société de démo' };
    answerApiCalls({
      'POST /profile/meta/upsert': () => profileWith({ language: 'fr' }),
      'GET /i18n/{language}': () => ({ language: 'fr', translations: { 'login.button': 'Se connecter' } }),
      'GET /structure': () => structureInFrench,
      'GET /settings': () => settingsInFrench,
    });
    const app = renderProvider();

    await act(() => app().actions.setLanguage('fr'));

    expect(api.call).toHaveBeenCalledWith('POST /profile/meta/upsert', { body: { path: 'language', data: 'fr' } });
    expect(api.call).toHaveBeenCalledWith('GET /structure', { query: { language: 'fr' } });
    expect(api.call).toHaveBeenCalledWith('GET /settings', { query: { language: 'fr' } });
    expect(app().structure).toBe(structureInFrench);
    expect(app().settings).toBe(settingsInFrench);
    expect(app().language).toBe('fr');
    expect(app().user.profile.data.meta.language).toBe('fr');
    expect(i18n.t('login.button')).toBe('Se connecter');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('saves the theme mode and applies it', async () => {
    answerApiCalls({ 'POST /profile/meta/upsert': () => profileWith({ settings: { theme: 'dark' } }) });
    const app = renderProvider();

    await act(() => app().actions.setThemeMode('dark'));

    expect(api.call).toHaveBeenCalledWith('POST /profile/meta/upsert', { body: { path: 'settings.theme', data: 'dark' } });
    expect(app().themeMode).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('saves connectivity privacy through its own call and keeps the profile the server answers', async () => {
    answerApiCalls({ 'POST /profile/meta/privacy/connectivity': () => profileWith({ settings: { privacy: { isConnectivityPrivate: true } } }) });
    const app = renderProvider();

    await act(() => app().actions.setConnectivityPrivate(true));

    expect(api.call).toHaveBeenCalledWith('POST /profile/meta/privacy/connectivity', { body: { isConnectivityPrivate: true } });
    expect(app().user.profile.data.meta.settings?.privacy?.isConnectivityPrivate).toBe(true);
  });

  it('keeps the language when saving it fails', async () => {
    answerApiCalls({ 'POST /profile/meta/upsert': () => Promise.reject(new Error('offline')) });
    const app = renderProvider();

    await act(() => expect(app().actions.setLanguage('ja')).rejects.toThrow('offline'));

    expect(app().language).toBe('en');
    expect(api.call).not.toHaveBeenCalledWith('GET /i18n/{language}', expect.anything());
  });

  describe('live updates', () => {
    it('swap in a fresher structure, settings, user and permissions, keeping the rest', () => {
      const app = renderProvider();
      const structure = { modules: [] };
      const settings = { ...init.settings, name: 'Renamed Society' };
      const user = { ...init.user, email: 'ada@new.test' };
      const permissions = { permissions: [{ action: 'manage', subject: 'all' }], visiblePermissions: ['manage'] };

      act(() => {
        app().updates.replaceStructure(structure);
        app().updates.replaceSettings(settings);
        app().updates.replaceUser(user);
        app().updates.replacePermissions(permissions);
      });

      expect(app()).toMatchObject({ structure, settings, user, ...permissions, activeBrandSettings: init.activeBrandSettings });
    });

    it('install a newer bundle of the language in use into i18next', async () => {
      const app = renderProvider();

      await act(() => app().updates.replaceI18n({ language: 'en', translations: { 'tests.liveExample': 'Fresh text' } }));

      expect(i18n.t('tests.liveExample')).toBe('Fresh text');
      expect(app().language).toBe('en');
    });
  });
});
