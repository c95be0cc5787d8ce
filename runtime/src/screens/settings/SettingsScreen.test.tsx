import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AppSettings } from '@tessera/schemas';
import { fakeApp } from '../../shell/test-support/fake-app.ts';
import { renderRoutes, setUpRouteTests } from '../../test-support/render-routes.tsx';

function appWith(settings: Partial<AppSettings>, actions = {}) {
  const base = fakeApp();
  return fakeApp([], { settings: { ...base.settings, languages: { default: 'en', enabled: ['en', 'fr', 'ee', 'ja'] }, ...settings }, ...actions });
}

describe('SettingsScreen', () => {
  setUpRouteTests();

  it('offers the enabled languages, each in its own name', async () => {
    renderRoutes('/settings', appWith({}));

    const picker = await screen.findByRole('combobox', { name: 'Language' });
    const options = [...picker.querySelectorAll('option')].map((option) => [option.textContent, option.lang]);
    expect(options).toEqual([['English', 'en'], ['Français', 'fr'], ['Eesti', 'et'], ['日本語', 'ja']]);
  });

  it('switches language and confirms it was saved', async () => {
    const setLanguage = vi.fn(async () => {});
    const { notify } = renderRoutes('/settings', appWith({}, { setLanguage }));

    fireEvent.change(await screen.findByRole('combobox', { name: 'Language' }), { target: { value: 'fr' } });

    expect(setLanguage).toHaveBeenCalledWith('fr');
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ colour: 'positive', message: 'Saved' }));
  });

  it('tells the member when the change could not be saved', async () => {
    const setThemeMode = vi.fn(async () => { throw new Error('offline'); });
    const { notify } = renderRoutes('/settings', appWith({ themeMode: { enabled: true } }, { setThemeMode }));

    fireEvent.click(await screen.findByRole('radio', { name: 'Dark' }));

    expect(setThemeMode).toHaveBeenCalledWith('dark');
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ colour: 'negative', message: 'Your change could not be saved. Please try again.' }));
  });

  it.each([
    ['theme choice is off', {}],
    ['the mode is locked', { themeMode: { enabled: true, locked: true } }],
  ])('offers no theme choice when %s', async (_case, settings) => {
    renderRoutes('/settings', appWith(settings));

    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
