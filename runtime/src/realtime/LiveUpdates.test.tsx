import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { Structure } from '@tessera/schemas';
import { AppRoutes } from '../app/AppRoutes.tsx';
import { i18n } from '../i18n/i18n.ts';
import { installBrowserStubs } from '../shell/test-support/browser-stubs.ts';
import { answerApiCalls, pending } from '../test-support/fake-api.ts';
import { fakeApp, fakeModule, fakePage } from '../shell/test-support/fake-app.ts';
import { AppProvider } from '../state/AppProvider.tsx';
import { connectSocket } from './connect.ts';
import { LiveUpdates } from './LiveUpdates.tsx';
import { FakeSocket } from './test-support/fake-socket.ts';

vi.mock('./connect.ts', () => ({ connectSocket: vi.fn() }));
// Start at once instead of after the first page has settled.
vi.mock('../boot/after-first-page.ts', () => ({
  afterFirstPage: (start: () => void) => { start(); return () => {}; },
  serviceAfterFirstPage: (start: () => () => void) => start(),
}));

const welcome = fakePage('welcome');
const news = fakePage('news');
const home = fakeModule('home', [welcome, news]);
const init = fakeApp([home]);

function renamed(structure: Structure, pageId: number, name: string): Structure {
  return { modules: structure.modules.map((module) => ({ ...module, children: module.children.map((page) => (page.id === pageId ? { ...page, name } : page)) })) };
}

async function renderSignedIn() {
  const socket = new FakeSocket();
  const close = vi.fn();
  vi.mocked(connectSocket).mockReturnValue({ socket: socket as never, close });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <AppProvider init={init} safeMode={false}>
        <MemoryRouter initialEntries={['/home/welcome']}>
          <AppRoutes />
          <LiveUpdates />
        </MemoryRouter>
      </AppProvider>
    </I18nextProvider>,
  );
  await vi.waitFor(() => expect(connectSocket).toHaveBeenCalledTimes(1));
  return { socket, close, view };
}

const subBar = () => screen.getByRole('navigation', { name: 'Pages in Module home' });

describe('LiveUpdates', () => {
  beforeEach(() => {
    installBrowserStubs();
    answerApiCalls({ 'GET /structure/page/{id}': pending });
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    vi.unstubAllGlobals();
  });

  it('joins the rooms of the module and page on screen, and follows navigation', async () => {
    const { socket } = await renderSignedIn();
    await vi.waitFor(() => expect(socket.sent).toEqual([['module:subscribe', home.id], ['page:subscribe', welcome.id]]));
    socket.sent.length = 0;

    await userEvent.click(within(subBar()).getByRole('link', { name: 'Page news' }));

    expect(socket.sent).toEqual([['page:unsubscribe', welcome.id], ['page:subscribe', news.id]]);
  });

  it('shows a page renamed elsewhere in the sub-bar and the title, without reloading', async () => {
    const { socket } = await renderSignedIn();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page welcome');
    answerApiCalls({ 'GET /structure': () => renamed(init.structure, welcome.id, 'Welcome aboard'), 'GET /structure/page/{id}': pending });

    await act(async () => socket.receive('items:changes', { items: [{ kind: 'page', id: welcome.id, moduleId: home.id }] }));

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome aboard');
    expect(within(subBar()).getByRole('link', { name: 'Welcome aboard' }).getAttribute('aria-current')).toBe('page');
  });

  it('closes the connection when the signed-in app goes away', async () => {
    const { close, view } = await renderSignedIn();
    view.unmount();
    expect(close).toHaveBeenCalledTimes(1);
  });
});
