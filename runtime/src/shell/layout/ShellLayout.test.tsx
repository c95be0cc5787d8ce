import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setScreenWidth } from '../test-support/browser-stubs.ts';
import { fakeApp, fakeModule, fakePage } from '../test-support/fake-app.ts';
import { renderWithApp, setUpShellTests } from '../test-support/render-with-app.tsx';
import { ShellLayout } from './ShellLayout.tsx';

setUpShellTests();

const members = fakeModule('members', [fakePage('directory'), fakePage('groups')]);
const app = fakeApp([fakeModule('home', [fakePage('welcome')]), members]);
const admin = { ...app.user, isAdmin: true };

describe('ShellLayout', () => {
  it('frames the routed page: skip link, header, main, footer', () => {
    renderWithApp(<ShellLayout />, { app, url: '/members/directory' });

    const main = screen.getByRole('main');
    expect(main.id).toBe('main');
    expect(within(main).getByText('Routed page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('navigation', { name: 'Modules' })).toBeTruthy();
    expect(within(header).getByRole('navigation', { name: 'Pages in Module members' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Quick links' })).toBeNull();
  });

  it('links the logo home, named after the brand', () => {
    renderWithApp(<ShellLayout />, { app });

    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Demo Brand' }).getAttribute('href')).toBe('/');
  });

  it('shows the offline banner only while offline', () => {
    const { unmount } = renderWithApp(<ShellLayout />, { app });
    expect(screen.getByRole('status').textContent).toBe('');
    unmount();

    renderWithApp(<ShellLayout />, { app: { ...app, online: false } });
    expect(screen.getByRole('status').textContent).toBe('You are offline. Changes will be saved when the connection returns.');
  });

  it('shows the admin bar to those who run the site: administration to admins, the edit-mode switch to those allowed to edit', async () => {
    const { unmount } = renderWithApp(<ShellLayout />, { app });
    expect(screen.queryByRole('region', { name: 'Administration bar' })).toBeNull();
    unmount();

    const asAdmin = renderWithApp(<ShellLayout />, { app: { ...app, user: admin } });
    const bar = screen.getByRole('region', { name: 'Administration bar' });
    expect(within(bar).getByRole('link', { name: 'Administration' }).getAttribute('href')).toBe('/admin');
    const editSwitch = within(bar).getByRole('button', { name: 'Edit mode' });
    expect(editSwitch.getAttribute('aria-pressed')).toBe('false');
    expect(editSwitch.getAttribute('aria-keyshortcuts')).toBe('Alt+Shift+E');
    await asAdmin.user.click(editSwitch);
    expect(asAdmin.runtime.stores.editMode.get()).toBe(true);
    expect(editSwitch.getAttribute('aria-pressed')).toBe('true');
    asAdmin.unmount();

    renderWithApp(<ShellLayout />, { app: { ...app, permissions: [{ action: 'manageEditMode', subject: 'items' }] } });
    const editorBar = screen.getByRole('region', { name: 'Administration bar' });
    expect(within(editorBar).queryByRole('link', { name: 'Administration' })).toBeNull();
    expect(within(editorBar).getByRole('button', { name: 'Edit mode' })).toBeTruthy();
  });

  describe('below the md breakpoint', () => {
    it('swaps the module tabs and footnote footer for a burger and a bottom bar', () => {
      setScreenWidth(767);
      renderWithApp(<ShellLayout />, { app, url: '/members/directory' });

      expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
      expect(screen.queryByRole('navigation', { name: 'Modules' })).toBeNull();
      expect(screen.queryByRole('contentinfo')).toBeNull();
      const quickLinks = within(screen.getByRole('navigation', { name: 'Quick links' }));
      expect(quickLinks.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Home', '/'],
        ['Chat', '/chat'],
        ['Settings', '/settings'],
      ]);
    });

    it('keeps the page bar at 375 px', () => {
      setScreenWidth(375);
      renderWithApp(<ShellLayout />, { app, url: '/members/groups' });

      const pages = screen.getByRole('navigation', { name: 'Pages in Module members' });
      expect(within(pages).getByRole('link', { name: 'Page groups' }).getAttribute('aria-current')).toBe('page');
    });
  });

  it('uses the desktop layout from exactly 768 px', () => {
    setScreenWidth(768);
    renderWithApp(<ShellLayout />, { app });

    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Modules' })).toBeTruthy();
  });
});
