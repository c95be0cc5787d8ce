import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserList } from '@tessera/schemas';
import { ApiError } from '../api/api-error.ts';
import { fakeApp, fakeModule, fakePage } from '../shell/test-support/fake-app.ts';
import { answerApiCalls, pending } from '../test-support/fake-api.ts';
import { renderRoutes, setUpRouteTests } from '../test-support/render-routes.tsx';

const welcome = fakePage('welcome');
const app = fakeApp([fakeModule('home', [welcome, fakePage('news')]), fakeModule('community', [fakePage('members')])]);

function pageRoot(): HTMLElement | null {
  return document.querySelector('[data-page-slug]');
}

describe('AppRoutes', () => {
  setUpRouteTests();
  beforeEach(() => {
    answerApiCalls({ 'GET /structure/page/{id}': pending });
  });

  it("opens the default module's default page at /", () => {
    const { location } = renderRoutes('/', app);

    expect(location()).toBe('/home/welcome');
    expect(pageRoot()?.dataset).toMatchObject({ moduleSlug: 'home', pageSlug: 'welcome' });
  });

  it("opens a module's default page at /:moduleSlug", () => {
    const { location } = renderRoutes('/community', app);
    expect(location()).toBe('/community/members');
  });

  it('keeps the query when /autoLogIn goes home', () => {
    const { location } = renderRoutes('/autoLogIn?source=email', app);
    expect(location()).toBe('/home/welcome?source=email');
  });

  // Spec §8: one behaviour for whatever is missing: the 404 page at /404, saying what was missing
  // in its own text, and no notice on top of it (the same message twice).
  it.each(['/nowhere', '/nowhere/page'])('sends an unknown module (%s) to the 404 page, which says so', (url) => {
    const { location, notify } = renderRoutes(url, app);

    expect(location()).toBe('/404');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('That module does not exist, sorry for any inconvenience caused.')).toBeTruthy();
    expect(notify).not.toHaveBeenCalled();
  });

  it('sends a page missing in an existing module to the 404 page, which says so', () => {
    const { location, notify } = renderRoutes('/home/missing', app);

    expect(location()).toBe('/404');
    expect(screen.getByText('That page does not exist in this module, sorry for any inconvenience caused.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back to the home page' }).getAttribute('href')).toBe('/home/welcome');
    expect(notify).not.toHaveBeenCalled();
  });

  it('says only that nothing was found when /404 is opened directly', () => {
    renderRoutes('/404', app);

    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText("We couldn't find what you were looking for.")).toBeTruthy();
  });

  it('shows the 404 panel for spaces until entities exist', () => {
    const { notify } = renderRoutes('/space/7/events', app);

    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(notify).not.toHaveBeenCalled();
  });

  it('loads the chat screen lazily, with an honest empty state', async () => {
    answerApiCalls({ 'GET /chat/private': () => ({ chats: [] }) });
    renderRoutes('/chat/', app);
    expect(await screen.findByText('No conversations yet')).toBeTruthy();
  });

  describe('/admin', () => {
    it('lists the sections the server offers an admin', async () => {
      answerApiCalls({ 'GET /admin/sections': () => ({ sections: ['users', 'insights'] }) });

      renderRoutes('/admin', app);

      const title = await screen.findByRole('heading', { level: 1, name: 'Administration' });
      const overview = within(title.closest('section')!);
      // A section with a screen links to it by its title; one without is named as the server gives it.
      expect(overview.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Users', 'insights']);
    });

    it('opens a user list by its id (not a page of a module named admin) and saves its capacity', async () => {
      const list: UserList = {
        id: 7, key: 'welding', label: 'Welding taster', type: 'group', dynamic: false, system: false, capacity: 6, isFull: false,
        rule: null, isAdmin: false, allowPermissions: false, permissions: [], revision: 3,
      };
      const calls = answerApiCalls({
        'GET /admin/sections': () => ({ sections: ['userLists'] }),
        'GET /userLists/{id}': () => list,
        'GET /userLists/{id}/users': () => ({ users: [{ accountId: 4, membershipId: 9, name: 'Ada Lovelace', state: 'accepted', hidden: true }] }),
        'POST /userLists/{id}': () => ({ ...list, capacity: 1, revision: 4 }),
      });

      renderRoutes('/admin/userLists/7', app);

      await screen.findByRole('heading', { level: 1, name: 'Welding taster' });
      await waitFor(() => expect(document.querySelector('[data-account-id="4"]')?.textContent).toBe('Ada LovelaceAcceptedHidden'));
      const places = screen.getByLabelText('Number of places');
      fireEvent.change(places, { target: { value: '1' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(calls).toHaveBeenCalledWith('POST /userLists/{id}', {
        params: { id: 7 }, body: { changes: { label: 'Welding taster', capacity: 1 }, revision: 3 },
      }));
    });

    it('turns anyone else away to the 404 page, which says the page does not exist', async () => {
      answerApiCalls({ 'GET /admin/sections': () => Promise.reject(new ApiError(403, 'Forbidden', 'No')) });

      const { location } = renderRoutes('/admin', app);

      await waitFor(() => expect(location()).toBe('/404'));
      expect(screen.getByText('That page does not exist, sorry for any inconvenience caused.')).toBeTruthy();
    });
  });
});
