import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Page, PageSummary } from '@tessera/schemas';
import { ApiError } from '../../api/api-error.ts';
import { api } from '../../api/api.ts';
import { fetchPage } from '../../api/endpoints.ts';
import { fakeApp, fakeModule, fakePage } from '../../shell/test-support/fake-app.ts';
import { renderRoutes, setUpRouteTests } from '../../test-support/render-routes.tsx';

vi.mock('../../api/endpoints.ts', () => ({ fetchPage: vi.fn() }));

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

    renderRoutes('/home/welcome', app);

    const title = screen.getByRole('heading', { level: 1, name: 'Page welcome' });
    expect(document.activeElement).toBe(title);
    expect(document.title).toBe('Page welcome · Demo Society');
    expect(await screen.findByRole('heading', { level: 2, name: 'Hello members' })).toBeTruthy();
    expect(document.querySelector('[data-block-id="101"]')?.getAttribute('data-block-type')).toBe('heading');
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('fetches the open page again when a live change invalidates it, keeping it on screen meanwhile', async () => {
    const app = fakeApp([home], { page: pageOf(welcome, 'Hello members') });
    vi.mocked(fetchPage).mockResolvedValue(pageOf(welcome, 'Changed live'));
    renderRoutes('/home/welcome', app);
    expect(await screen.findByRole('heading', { level: 2, name: 'Hello members' })).toBeTruthy();

    act(() => api.invalidate(`structure/page/${welcome.id}`));

    expect(fetchPage).toHaveBeenCalledWith(welcome.id);
    expect(await screen.findByRole('heading', { level: 2, name: 'Changed live' })).toBeTruthy();
  });

  it('loads any other page, with a busy spinner meanwhile', async () => {
    let answer: (page: Page) => void = () => {};
    vi.mocked(fetchPage).mockReturnValue(new Promise((resolve) => { answer = resolve; }));

    renderRoutes('/home/wide', fakeApp([home]));

    const root = document.querySelector<HTMLElement>('[data-page-slug="wide"]');
    expect(root?.getAttribute('aria-busy')).toBe('true');
    expect(root?.className).toContain('screen--fluid');
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(fetchPage).toHaveBeenCalledWith(wide.id);

    answer(pageOf(wide, 'Fetched'));

    expect(await screen.findByRole('heading', { level: 2, name: 'Fetched' })).toBeTruthy();
    expect(root?.getAttribute('aria-busy')).toBe('false');
  });

  it('says the page does not exist when the server no longer has it', async () => {
    vi.mocked(fetchPage).mockRejectedValue(new ApiError(404, 'Not Found', 'gone'));

    const { location, notify } = renderRoutes('/home/wide', fakeApp([home]));

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('That page does not exist, sorry for any inconvenience caused.')).toBeTruthy();
    expect(location()).toBe('/404');
    expect(notify).not.toHaveBeenCalled();
  });
});
