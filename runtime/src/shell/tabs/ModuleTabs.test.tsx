import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { mockElementWidths, triggerResize } from '../test-support/browser-stubs.ts';
import { fakeApp, fakeModule, fakePage } from '../test-support/fake-app.ts';
import { renderWithApp, startFakeClock, setUpShellTests } from '../test-support/render-with-app.tsx';
import { ModuleTabs } from './ModuleTabs.tsx';

setUpShellTests();

const home = fakeModule('home', [fakePage('welcome')]);
const members = fakeModule('members', [fakePage('directory')]);
const secret = fakeModule('secret', [], { hideFromNav: true });
const events = fakeModule('events');
const jobs = fakeModule('jobs');

function tabLabels(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Modules' });
  return within(nav).getAllByRole('link').map((link) => link.textContent ?? '');
}

describe('ModuleTabs', () => {
  it('shows one tab per module in moduleOrder, leaving out hidden modules', () => {
    renderWithApp(<ModuleTabs />, { app: fakeApp([members, secret, home, events]) });

    expect(tabLabels()).toEqual(['Module members', 'Module home', 'Module events']);
    const tab = screen.getByRole('link', { name: 'Module members' });
    expect(tab.getAttribute('href')).toBe('/members');
    expect(tab.dataset.moduleSlug).toBe('members');
  });

  it('marks the current module with aria-current', () => {
    renderWithApp(<ModuleTabs />, { app: fakeApp([home, members]), url: '/members/directory' });

    expect(screen.getByRole('link', { name: 'Module members' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Module home' }).hasAttribute('aria-current')).toBe(false);
  });

  it('marks a module name that fell back to the default language with it', () => {
    const untranslated = { ...events, fallbacks: { name: 'en' as const } };
    renderWithApp(<ModuleTabs />, { app: fakeApp([home, untranslated]) });

    expect(screen.getByRole('link', { name: 'Module events' }).getAttribute('lang')).toBe('en');
    expect(screen.getByRole('link', { name: 'Module home' }).hasAttribute('lang')).toBe(false);
  });

  it('adds static pages that display in the menu as extra tabs', () => {
    const staticPages = [
      { label: 'Help', path: '/help', displayInMenu: true },
      { label: 'Hidden', path: '/hidden' },
      { label: 'Partner site', path: 'https://partner.example', displayInMenu: true },
    ];
    const app = fakeApp([home]);
    renderWithApp(<ModuleTabs />, { app: { ...app, settings: { ...app.settings, staticPages } } });

    expect(tabLabels()).toEqual(['Module home', 'Help', 'Partner site (opens in a new tab)']);
    expect(screen.getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('/help');
  });

  describe('overflow', () => {
    // Every tab is 100 px wide; the bar is `barWidth` px.
    function layOut(barWidth: { current: number }) {
      mockElementWidths((element) => {
        if (element.matches('[data-measure-tab]')) return 100;
        if (element.matches('nav')) return barWidth.current;
        return undefined;
      });
    }

    it('moves the tabs that do not fit, keeping 70 px, into a More menu', async () => {
      layOut({ current: 400 });
      const { user } = renderWithApp(<ModuleTabs />, { app: fakeApp([home, members, events, jobs, secret, fakeModule('news')]) });

      // Five visible modules need 500 px; 400 - 70 leaves room for three.
      expect(tabLabels()).toEqual(['Module home', 'Module members', 'Module events']);
      await user.click(screen.getByRole('button', { name: 'More' }));
      const menu = screen.getByRole('menu');
      expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Module jobs', 'Module news']);
      expect(within(menu).getByRole('menuitem', { name: 'Module jobs' }).dataset.moduleSlug).toBe('jobs');
    });

    it('with many modules, renders only the tabs that fit, and the menu’s entries once it opens', async () => {
      layOut({ current: 1000 });
      const many = Array.from({ length: 60 }, (_, index) => fakeModule(`m${index}`));
      const { user } = renderWithApp(<ModuleTabs />, { app: fakeApp(many) });
      expect(tabLabels()).toHaveLength(9);
      expect(document.querySelectorAll('[data-measure-tab]')).toHaveLength(0);
      expect(screen.queryAllByRole('menuitem')).toHaveLength(0);
      const more = screen.getByRole('button', { name: 'More' });
      more.focus();
      await user.keyboard('{Enter}');
      const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
      expect(items).toHaveLength(51);
      expect(items[0]?.textContent).toBe('Module m9');
      await user.keyboard('{ArrowDown}');
      expect(document.activeElement).toBe(items[1]);
    });

    it('refits 100 ms after the bar is resized', () => {
      startFakeClock();
      const barWidth = { current: 300 };
      layOut(barWidth);
      renderWithApp(<ModuleTabs />, { app: fakeApp([home, members, events, jobs]) });
      expect(tabLabels()).toHaveLength(2);

      barWidth.current = 1000;
      act(() => triggerResize());
      act(() => vi.advanceTimersByTime(99));
      expect(tabLabels()).toHaveLength(2);

      act(() => vi.advanceTimersByTime(1));
      expect(tabLabels()).toHaveLength(4);
      expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
    });
  });
});
