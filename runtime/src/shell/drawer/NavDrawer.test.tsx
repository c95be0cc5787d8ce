import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ShellLayout } from '../layout/ShellLayout.tsx';
import { setScreenWidth } from '../test-support/browser-stubs.ts';
import { fakeApp, fakeModule, fakePage } from '../test-support/fake-app.ts';
import { renderWithApp, setUpShellTests } from '../test-support/render-with-app.tsx';

setUpShellTests();

const news = fakeModule('news');
const about = fakeModule('about', [fakePage('story')]);
const members = fakeModule('members', [fakePage('directory'), fakePage('groups'), fakePage('drafts', { isAbstract: true })]);
const app = fakeApp([news, about, members], {
  settings: {
    ...fakeApp().settings,
    footer: {
      privacyPolicy: { label: 'Privacy', url: '/about/privacy' },
      helpPage: { label: 'Help', url: 'https://help.example.org' },
      termsAndConditions: { label: '', url: '/about/terms' },
    },
  },
});

function drawer() {
  return screen.getByRole('dialog', { name: 'Menu' });
}

describe('the navigation drawer on small screens', () => {
  beforeEach(() => setScreenWidth(375));

  it('opens from the burger button, which says so', async () => {
    const { user } = renderWithApp(<ShellLayout />, { app });
    const burger = screen.getByRole('button', { name: 'Open menu' });
    expect(burger.getAttribute('aria-expanded')).toBe('false');

    await user.click(burger);

    expect(drawer()).toBeTruthy();
    expect(burger.getAttribute('aria-expanded')).toBe('true');
  });

  it('lists modules: no pages links to the module, one page links to it, more make a group', async () => {
    const { user } = renderWithApp(<ShellLayout />, { app });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));

    expect(within(drawer()).getByRole('link', { name: 'Module news' }).getAttribute('href')).toBe('/news/');
    expect(within(drawer()).getByRole('link', { name: 'Module about' }).getAttribute('href')).toBe('/about/story');
    const group = within(drawer()).getByRole('button', { name: 'Module members' });
    expect(group.getAttribute('aria-expanded')).toBe('false');
    expect(within(drawer()).queryByRole('link', { name: 'Page directory' })).toBeNull();

    await user.click(group);

    expect(group.getAttribute('aria-expanded')).toBe('true');
    const pages = within(drawer()).getAllByRole('link', { name: /^Page / });
    // The abstract page is left out of the drawer.
    expect(pages.map((link) => link.getAttribute('href'))).toEqual(['/members/directory', '/members/groups']);
  });

  it("opens the current module's group and marks the current page", async () => {
    const { user } = renderWithApp(<ShellLayout />, { app, url: '/members/groups' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));

    expect(within(drawer()).getByRole('button', { name: 'Module members' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(drawer()).getByRole('link', { name: 'Page groups' }).getAttribute('aria-current')).toBe('page');
  });

  it('closes on navigation', async () => {
    const { user } = renderWithApp(<ShellLayout />, { app });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));

    await user.click(within(drawer()).getByRole('link', { name: 'Module about' }));

    expect(screen.getByTestId('location').textContent).toBe('/about/story');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is keyboard operable: focus moves in, Escape closes and focus returns to the burger', async () => {
    const { user } = renderWithApp(<ShellLayout />, { app });
    const burger = screen.getByRole('button', { name: 'Open menu' });
    burger.focus();

    await user.keyboard('{Enter}');
    expect(drawer().contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(burger);
  });

  it('also opens from the Menu button of the bottom bar', async () => {
    const { user } = renderWithApp(<ShellLayout />, { app });
    const quickLinks = screen.getByRole('navigation', { name: 'Quick links' });

    await user.click(within(quickLinks).getByRole('button', { name: 'Menu' }));

    expect(drawer()).toBeTruthy();
  });

  it("shows who is signed in, the member's controls and log out", async () => {
    const logout = vi.fn();
    const { user } = renderWithApp(<ShellLayout />, { app: { ...app, logout } });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));

    expect(within(drawer()).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(drawer()).getByText('ada@demo.test')).toBeTruthy();
    const account = within(within(drawer()).getByRole('region', { name: 'Your account' }));
    expect(account.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Settings', '/settings'],
      ['Notification centre', '/settings#notifications'],
      ['Chat', '/chat'],
    ]);

    await user.click(account.getByRole('button', { name: 'Log out' }));
    expect(logout).toHaveBeenCalledOnce();
  });

  it('adds Administration for admins', async () => {
    const { user } = renderWithApp(<ShellLayout />, { app: { ...app, user: { ...app.user, isAdmin: true } } });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));

    const account = within(drawer()).getByRole('region', { name: 'Your account' });
    expect(within(account).getByRole('link', { name: 'Administration' }).getAttribute('href')).toBe('/admin');
  });

  it("reaches the footer's links, which small screens have no footer for", async () => {
    const { user } = renderWithApp(<ShellLayout />, { app });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));

    const siteLinks = within(within(drawer()).getByRole('navigation', { name: 'Site links' }));
    expect(siteLinks.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Privacy', '/about/privacy'],
      ['Help (opens in a new tab)', 'https://help.example.org'],
    ]);
  });

  it('offers edit mode to those who may edit, who have no keyboard shortcut on a phone', async () => {
    const { user, runtime } = renderWithApp(<ShellLayout />, { app: { ...app, user: { ...app.user, isAdmin: true } } });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));

    await user.click(within(drawer()).getByRole('switch', { name: 'Edit mode' }));
    expect(runtime.stores.editMode.get()).toBe(true);
  });

  it('shows a member no edit mode switch', async () => {
    const { user } = renderWithApp(<ShellLayout />, { app });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));

    expect(within(drawer()).queryByRole('switch')).toBeNull();
  });
});
