import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakeApp, fakeModule, fakePage } from '../test-support/fake-app.ts';
import { renderWithApp, setUpShellTests } from '../test-support/render-with-app.tsx';
import { SubNav } from './SubNav.tsx';

setUpShellTests();

const members = fakeModule('members', [fakePage('directory'), fakePage('groups'), fakePage('drafts', { hideFromNav: true })]);
const app = fakeApp([members, fakeModule('quiet', [fakePage('only')], { hideSubNav: true })]);

function pageLinks() {
  return within(screen.getByRole('navigation', { name: 'Pages in Module members' })).getAllByRole('link');
}

describe('SubNav', () => {
  it("lists the current module's pages, leaving out hidden ones", () => {
    renderWithApp(<SubNav />, { app, url: '/members/groups' });

    expect(pageLinks().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Page directory', '/members/directory'],
      ['Page groups', '/members/groups'],
    ]);
    expect(screen.getByRole('link', { name: 'Page groups' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Page directory' }).hasAttribute('aria-current')).toBe(false);
  });

  it('always shows the current page, even when it is hidden from navigation', () => {
    renderWithApp(<SubNav />, { app, url: '/members/drafts' });

    expect(pageLinks().map((link) => link.textContent)).toEqual(['Page directory', 'Page groups', 'Page drafts']);
    expect(screen.getByRole('link', { name: 'Page drafts' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows hidden pages in edit mode', () => {
    renderWithApp(<SubNav />, { app: { ...app, editMode: true }, url: '/members/directory' });

    expect(pageLinks()).toHaveLength(3);
  });

  it('is absent outside a module', () => {
    renderWithApp(<SubNav />, { app, url: '/' });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('follows hideSubNav unless the route forces the bar', () => {
    const { unmount } = renderWithApp(<SubNav />, { app, url: '/quiet/only' });
    expect(screen.queryByRole('navigation')).toBeNull();
    unmount();

    renderWithApp(<SubNav displayPages />, { app, url: '/quiet/only' });
    expect(screen.getByRole('navigation', { name: 'Pages in Module quiet' })).toBeTruthy();
  });

  it('hides when the route forces it off', () => {
    renderWithApp(<SubNav displayPages={false} />, { app, url: '/members/groups' });

    expect(screen.queryByRole('navigation')).toBeNull();
  });

  describe('scrolling the current page into view', () => {
    const LIST_WIDTH = 300;
    const LINK_WIDTH = 120;
    const order = ['Page directory', 'Page groups', 'Page drafts'];

    /** Lays the links out side by side, 120 px each, in a list 300 px wide. */
    function layOut() {
      const box = (left: number, width: number) => ({ left, right: left + width, width, top: 0, bottom: 36, height: 36, x: left, y: 0, toJSON: () => ({}) });
      vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
        const index = order.indexOf(this.textContent ?? '');
        return this.classList.contains('sub-nav__link') && index >= 0 ? box(index * LINK_WIDTH, LINK_WIDTH) : box(0, LIST_WIDTH);
      });
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(LIST_WIDTH);
    }

    function list() {
      return screen.getByRole('navigation', { name: 'Pages in Module members' }).querySelector('ul')!;
    }

    it('centres the current page when it lies beyond the edge', () => {
      layOut();
      renderWithApp(<SubNav />, { app, url: '/members/drafts' });

      // The third link spans 240–360 px: centred, it starts at (300 − 120) / 2 = 90 px.
      expect(list().scrollLeft).toBe(240 - 90);
    });

    it('leaves the bar where it is when the current page is already in view', () => {
      layOut();
      renderWithApp(<SubNav />, { app, url: '/members/groups' });

      expect(list().scrollLeft).toBe(0);
    });
  });
});
