import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppSettings } from '@tessera/schemas';
import { i18n } from '../../i18n/i18n.ts';
import { logoutEverywhere } from '../../session/logout.ts';
import { fakeApp } from '../../shell/test-support/fake-app.ts';
import { jwtStore } from '../../session/jwt-store.ts';
import { ApiError } from '../../api/api-error.ts';
import { answerApiCalls } from '../../test-support/fake-api.ts';
import { renderRoutes, setUpRouteTests } from '../../test-support/render-routes.tsx';

vi.mock('../../session/logout.ts', () => ({ logout: vi.fn(), logoutEverywhere: vi.fn(async () => {}) }));

function appWith(settings: Partial<AppSettings>, actions = {}) {
  const base = fakeApp();
  return fakeApp([], { settings: { ...base.settings, languages: { default: 'en', enabled: ['en', 'fr', 'ee', 'ja', 'de'], published: ['fr', 'ee', 'ja'] }, ...settings }, ...actions });
}

/** Opens the Radix Select the way a keyboard user does (jsdom has no pointer layout). */
async function openLanguages(user: ReturnType<typeof userEvent.setup>) {
  const picker = await screen.findByRole('combobox', { name: 'Language' });
  picker.focus();
  await user.keyboard('{Enter}');
  return screen.getByRole('listbox');
}

describe('SettingsScreen', () => {
  setUpRouteTests();
  beforeEach(() => {
    // Radix Select scrolls the chosen option into view; jsdom has no layout to scroll.
    Element.prototype.scrollIntoView ??= () => {};
  });
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('groups the settings in titled sections, starting with the account', async () => {
    renderRoutes('/settings', appWith({ themeMode: { enabled: true } }));

    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Account', 'Language', 'Appearance', 'Notification centre', 'Delete account']);
    const account = screen.getByRole('region', { name: 'Account' });
    expect(within(account).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(account).getByText('ada@demo.test')).toBeTruthy();
  });

  it('offers the published languages, the default first, each in its own name and language', async () => {
    const user = userEvent.setup();
    renderRoutes('/settings', appWith({}));

    const options = within(await openLanguages(user)).getAllByRole('option');

    expect(options.map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([['English', 'en'], ['Français', 'fr'], ['Eesti', 'et'], ['日本語', 'ja']]);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
  });

  it('switches language and confirms it in the new language', async () => {
    const setLanguage = vi.fn(async () => {
      i18n.addResourceBundle('fr', 'translation', { 'settings.saved': 'Enregistré' }, true, true);
      await i18n.changeLanguage('fr');
    });
    const user = userEvent.setup();
    const { notify } = renderRoutes('/settings', appWith({}, { setLanguage }));

    await user.click(within(await openLanguages(user)).getByRole('option', { name: 'Français' }));

    expect(setLanguage).toHaveBeenCalledWith('fr');
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ colour: 'positive', message: 'Enregistré' }));
  });

  it('offers the theme modes as a radio group, and says when a change could not be saved', async () => {
    const setThemeMode = vi.fn(async () => { throw new Error('offline'); });
    const user = userEvent.setup();
    const { notify } = renderRoutes('/settings', appWith({ themeMode: { enabled: true } }, { setThemeMode }));

    const group = await screen.findByRole('radiogroup', { name: 'Theme' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['Light', 'Dark', 'Automatic (follow the system)']);
    expect(within(group).getByRole('radio', { name: 'Automatic (follow the system)' }).getAttribute('aria-checked')).toBe('true');
    await user.click(within(group).getByRole('radio', { name: 'Dark' }));

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
    expect(screen.queryByRole('heading', { name: 'Appearance' })).toBeNull();
  });

  it('lets members hide when they are online, where the site shows it, saying when it is saved', async () => {
    const setConnectivityPrivate = vi.fn(async () => {});
    const user = userEvent.setup();
    const { notify } = renderRoutes('/settings', appWith({ userConnectivity: { isEnabled: true } }, { setConnectivityPrivate }));

    const privacy = await screen.findByRole('region', { name: 'Privacy' });
    const shown = within(privacy).getByRole('switch', { name: 'Show other members when I am online' });
    expect(shown.getAttribute('aria-checked')).toBe('true');
    await user.click(shown);

    expect(setConnectivityPrivate).toHaveBeenCalledWith(true);
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ colour: 'positive', message: 'Saved' }));
  });

  it('says when the privacy switch could not be saved', async () => {
    const setConnectivityPrivate = vi.fn(async () => { throw new Error('offline'); });
    const user = userEvent.setup();
    const { notify } = renderRoutes('/settings', appWith({ userConnectivity: { isEnabled: true } }, { setConnectivityPrivate }));

    await user.click(await screen.findByRole('switch', { name: 'Show other members when I am online' }));

    await waitFor(() => expect(notify).toHaveBeenCalledWith({ colour: 'negative', message: 'Your change could not be saved. Please try again.' }));
  });

  it('offers no privacy switch where the site does not show who is online', async () => {
    renderRoutes('/settings', appWith({ userConnectivity: { isEnabled: false } }));

    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(screen.queryByRole('switch', { name: 'Show other members when I am online' })).toBeNull();
  });

  it('logs out here, or out of all devices', async () => {
    const logout = vi.fn();
    const user = userEvent.setup();
    renderRoutes('/settings', appWith({}, { logout }));

    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(logout).toHaveBeenCalledOnce();

    const everywhere = screen.getByRole('button', { name: 'Log out of all devices' });
    expect(everywhere.getAttribute('aria-describedby')).toBeTruthy();
    await user.click(everywhere);
    expect(logoutEverywhere).toHaveBeenCalledOnce();
  });

  it('says so, and stays signed in, when logging out of all devices fails', async () => {
    vi.mocked(logoutEverywhere).mockRejectedValueOnce(new Error('offline'));
    const user = userEvent.setup();
    const { notify } = renderRoutes('/settings', appWith({}));

    await user.click(await screen.findByRole('button', { name: 'Log out of all devices' }));

    await waitFor(() => expect(notify).toHaveBeenCalledWith({ colour: 'negative', message: 'We could not log you out of your other devices. Please try again.' }));
    expect(screen.getByRole('button', { name: 'Log out of all devices' }).hasAttribute('disabled')).toBe(false);
  });

  it('deletes the account only once its email address is typed, then signs out', async () => {
    const calls = answerApiCalls({ 'DELETE /profile/{id}': () => ({ ok: true }) });
    jwtStore.set('header.payload.signature');
    const user = userEvent.setup();
    renderRoutes('/settings', appWith({}));

    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/deleted at once and for good/)).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account for good' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByLabelText('Type your email address (ada@demo.test) to confirm'), 'ada@demo');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByLabelText('Type your email address (ada@demo.test) to confirm'), '.test');
    await user.click(confirm);

    await waitFor(() => expect(jwtStore.get()).toBeNull());
    expect(calls).toHaveBeenCalledWith('DELETE /profile/{id}', { params: { id: 42 } });
  });

  it('says in the dialog why the server refused, keeping the member signed in', async () => {
    answerApiCalls({ 'DELETE /profile/{id}': () => { throw new ApiError(400, 'Bad Request', 'The site needs at least one administrator.'); } });
    jwtStore.set('header.payload.signature');
    const user = userEvent.setup();
    renderRoutes('/settings', appWith({}));

    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox'), 'ADA@demo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('The site needs at least one administrator.');
    expect(jwtStore.get()).toBe('header.payload.signature');
  });
});
