import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakeApp } from '../test-support/fake-app.ts';
import { renderWithApp, setUpShellTests } from '../test-support/render-with-app.tsx';
import { UserMenu } from './UserMenu.tsx';

setUpShellTests();

const app = fakeApp([], { user: { ...fakeApp().user, accountId: 57 } });

describe('UserMenu', () => {
  it("shows the member's initials on their colour and their public name, which names the button", () => {
    const { container } = renderWithApp(<UserMenu />, { app });

    // Named by its visible text (WCAG 2.5.3); the initials are decorative.
    const trigger = screen.getByRole('button', { name: 'Ada Lovelace' });
    expect(trigger.getAttribute('aria-label')).toBeNull();
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.textContent).toBe('ALAda Lovelace');
    expect(container.querySelector('.avatar')?.classList).toContain('avatar-colour-7');
  });

  it('leaves the rest of the page to assistive technology while open (not modal)', async () => {
    const { user, container } = renderWithApp(<UserMenu />, { app });

    await user.click(screen.getByRole('button', { name: 'Ada Lovelace' }));

    expect(screen.getByRole('menu', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(container.closest('[aria-hidden="true"]')).toBeNull();
    expect(document.querySelectorAll('body > [aria-hidden="true"]')).toHaveLength(0);
  });

  it('offers settings, the notification centre, chat, their picture and log out to members', async () => {
    const logout = vi.fn();
    const { user } = renderWithApp(<UserMenu />, { app: { ...app, logout } });

    await user.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
    const menu = within(screen.getByRole('menu'));

    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Settings', 'Notification centre', 'Chat', 'Change picture', 'Log out']);
    expect(menu.getByRole('menuitem', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect(menu.getByRole('menuitem', { name: 'Notification centre' }).getAttribute('href')).toBe('/settings#notifications');
    expect(menu.getByRole('menuitem', { name: 'Chat' }).getAttribute('href')).toBe('/chat');

    await user.click(menu.getByRole('menuitem', { name: 'Log out' }));
    expect(logout).toHaveBeenCalledOnce();
  });

  it("starts with the member's profile page when the site names one", async () => {
    const settings = { ...app.settings, structure: { defaults: { myProfile: '/community/my-profile' } } };
    const { user } = renderWithApp(<UserMenu />, { app: { ...app, settings } });

    await user.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
    const menu = within(screen.getByRole('menu'));

    expect(menu.getAllByRole('menuitem')[0]?.textContent).toBe('My profile');
    expect(menu.getByRole('menuitem', { name: 'My profile' }).getAttribute('href')).toBe('/community/my-profile');
  });

  it('adds Administration for admins', async () => {
    const { user } = renderWithApp(<UserMenu />, { app: { ...app, user: { ...app.user, isAdmin: true } } });

    await user.click(screen.getByRole('button', { name: 'Ada Lovelace' }));

    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Administration' }).getAttribute('href')).toBe('/admin');
  });

  it('opens from the keyboard and follows a link with Enter', async () => {
    const { user } = renderWithApp(<UserMenu />, { app });
    screen.getByRole('button', { name: 'Ada Lovelace' }).focus();

    await user.keyboard('{Enter}');
    expect(document.activeElement?.textContent).toBe('Settings');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    expect(screen.getByTestId('location').textContent).toBe('/chat');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
