import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Page, PageSummary } from '@tessera/schemas';
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
