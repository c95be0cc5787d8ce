import { describe, expect, it } from 'vitest';
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
});
