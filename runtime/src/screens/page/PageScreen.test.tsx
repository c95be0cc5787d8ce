import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Page, PageSummary, Profile } from '@tessera/schemas';
import { ApiError } from '../../api/api-error.ts';
import { api } from '../../api/api.ts';
import { fakeApp, fakeModule, fakePage } from '../../shell/test-support/fake-app.ts';
import { answerApiCalls } from '../../test-support/fake-api.ts';
import { renderRoutes, setUpRouteTests } from '../../test-support/render-routes.tsx';

const welcome = fakePage('welcome');
const wide = fakePage('wide', { width: 'fluid' });
const home = fakeModule('home', [welcome, wide]);

function pageOf(summary: PageSummary, text: string): Page {
  return {
    ...summary,
    moduleId: home.id,
    positions: { 'col-0': [101] },
    blocks: [{ id: 101, key: 'greeting', type: 'heading', options: { text, level: 2 } }],
  };
}

describe('PageScreen', () => {
  setUpRouteTests();

  it('shows the page from GET /init at once: title, blocks, tab title and focus', async () => {
    const app = fakeApp([home], { page: pageOf(welcome, 'Hello members') });
    answerApiCalls({});

    renderRoutes('/home/welcome', app);

    const title = screen.getByRole('heading', { level: 1, name: 'Page welcome' });
    expect(document.activeElement).toBe(title);
    expect(document.title).toBe('Page welcome · Demo Society');
    expect(await screen.findByRole('heading', { level: 2, name: 'Hello members' })).toBeTruthy();
    expect(document.querySelector('[data-block-id="101"]')?.getAttribute('data-block-type')).toBe('heading');
    expect(api.call).not.toHaveBeenCalled();
  });

  it('fetches the open page again when a live change invalidates it, keeping it on screen meanwhile', async () => {
    const app = fakeApp([home], { page: pageOf(welcome, 'Hello members') });
    answerApiCalls({ 'GET /structure/page/{id}': () => pageOf(welcome, 'Changed live') });
    renderRoutes('/home/welcome', app);
    expect(await screen.findByRole('heading', { level: 2, name: 'Hello members' })).toBeTruthy();

    act(() => api.invalidate(`structure/page/${welcome.id}`));

    expect(api.call).toHaveBeenCalledWith('GET /structure/page/{id}', { params: { id: welcome.id }, query: { language: 'en' } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Changed live' })).toBeTruthy();
  });

  it('loads any other page, with a busy spinner meanwhile', async () => {
    let answer: (page: Page) => void = () => {};
    answerApiCalls({ 'GET /structure/page/{id}': () => new Promise((resolve) => { answer = resolve; }) });

    renderRoutes('/home/wide', fakeApp([home]));

    const root = document.querySelector<HTMLElement>('[data-page-slug="wide"]');
    expect(root?.getAttribute('aria-busy')).toBe('true');
    expect(root?.className).toContain('screen--fluid');
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(api.call).toHaveBeenCalledWith('GET /structure/page/{id}', { params: { id: wide.id }, query: { language: 'en' } });

    answer(pageOf(wide, 'Fetched'));

    expect(await screen.findByRole('heading', { level: 2, name: 'Fetched' })).toBeTruthy();
    expect(root?.getAttribute('aria-busy')).toBe('false');
  });

  it('reads the page in the member’s language, and marks a title that fell back to the default with it', async () => {
    const french = { ...welcome, name: 'Welcome', fallbacks: { name: 'en' as const } };
    answerApiCalls({ 'GET /structure/page/{id}': () => pageOf(french, 'Bonjour') });

    renderRoutes('/home/welcome', fakeApp([fakeModule('home', [french])], { language: 'fr' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' }).getAttribute('lang')).toBe('en');
    expect(api.call).toHaveBeenCalledWith('GET /structure/page/{id}', { params: { id: french.id }, query: { language: 'fr' } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Bonjour' })).toBeTruthy();
  });

  it('says the page does not exist when the server no longer has it', async () => {
    answerApiCalls({ 'GET /structure/page/{id}': () => Promise.reject(new ApiError(404, 'Not Found', 'gone')) });

    const { location, notify } = renderRoutes('/home/wide', fakeApp([home]));

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('That page does not exist, sorry for any inconvenience caused.')).toBeTruthy();
    expect(location()).toBe('/404');
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('PageScreen with a member as target', () => {
  setUpRouteTests();
  const memberPage = fakePage('member', { type: 'profile' });
  const people = fakeModule('people', [memberPage]);
  const grace = (accountId: number, favourites: number[] = []): Profile => ({
    accountId, acceptedUserListIds: [], online: true,
    data: { profile: { firstName: 'Grace', lastName: 'Hopper' }, meta: { favourites: { profiles: favourites.map((targetId) => ({ targetId })) } } },
  });
  const emptyPage = (): Page => ({ ...memberPage, moduleId: people.id, positions: { 'col-0': [] }, blocks: [] });

  it("shows another member's profile above the page, records the view, and adds them to favourites", async () => {
    const ada = fakeApp([people]).user;
    const calls = answerApiCalls({
      'GET /structure/page/{id}': emptyPage,
      'POST /profile/collection': ({ body }) => ({ profiles: body.accountIds.filter((id) => id === 501).map((id) => grace(id)) }),
      'PUT /profile/user/actions/viewedProfile': () => ({ name: 'viewedProfile', actions: [{ targetId: 501, at: '2026-01-01T00:00:00.000Z' }] }),
      'PUT /profile/favourites/add': () => ({ ...ada.profile, data: { ...ada.profile.data, meta: { favourites: { profiles: [{ targetId: 501 }] } } } }),
    });
    const { notify } = renderRoutes('/people/member/501', fakeApp([people], { settings: { ...fakeApp().settings, userConnectivity: { isEnabled: true, indicatorBehaviour: 'trafficLight' } } }));

    expect(await screen.findByTestId('profile-name')).toHaveProperty('textContent', 'Grace Hopper');
    expect(screen.getByText('Online')).toBeTruthy();
    expect(calls).toHaveBeenCalledWith('PUT /profile/user/actions/viewedProfile', { body: { accountId: 501 }, quiet: true });

    fireEvent.click(screen.getByRole('button', { name: 'Add to favourites' }));

    expect(await screen.findByRole('button', { name: 'Remove from favourites' })).toBeTruthy();
    expect(calls).toHaveBeenCalledWith('PUT /profile/favourites/add', { body: { type: 'profiles', value: 501 } });
    expect(notify).toHaveBeenCalledWith({ colour: 'positive', message: 'Grace Hopper is now in your favourites.' });
  });

  it('goes to the not-found page when the member does not exist', async () => {
    answerApiCalls({ 'GET /structure/page/{id}': emptyPage, 'POST /profile/collection': () => ({ profiles: [] }) });

    const { location } = renderRoutes('/people/member/502', fakeApp([people]));

    expect(await screen.findByText("That member's profile does not exist, sorry for any inconvenience caused.")).toBeTruthy();
    expect(location()).toBe('/404');
  });

  it('shows the own profile as the page it is, without a header or a recorded view', async () => {
    const calls = answerApiCalls({ 'GET /structure/page/{id}': emptyPage, 'POST /profile/collection': () => ({ profiles: [fakeApp().user.profile] }) });

    renderRoutes('/people/member/42', fakeApp([people]));

    expect(await screen.findByRole('heading', { level: 1, name: 'Page member' })).toBeTruthy();
    await waitFor(() => expect(calls).toHaveBeenCalledWith('POST /profile/collection', expect.anything()));
    expect(screen.queryByTestId('profile-name')).toBeNull();
    expect(calls).not.toHaveBeenCalledWith('PUT /profile/user/actions/viewedProfile', expect.anything());
  });
});
