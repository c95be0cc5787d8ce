// Renders shell parts the way the app does: inside i18next, the app state and a router whose
// route supplies :moduleSlug and :pageSlug.
import type { ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { i18n } from '../../i18n/i18n.ts';
import { AppContext, type AppRuntime } from '../../state/app-runtime.ts';
import { NavDrawer } from '../drawer/DeferredNavDrawer.tsx';
import { NoticesViewport } from '../notices/DeferredNoticesViewport.tsx';
import { dismissAllNotices } from '../notices/notices-store.ts';
import { MoreMenu } from '../tabs/DeferredMoreMenu.tsx';
import { UserMenu } from '../user-menu/DeferredUserMenu.tsx';
import { installBrowserStubs } from './browser-stubs.ts';
import { fakeApp, fakeRuntime, type FakeApp } from './fake-app.ts';

/** Registers the shell's per-test setup and cleanup; call once at the top of a test file. */
export function setUpShellTests(): void {
  // The app loads these after its first page; the tests use them at once.
  beforeAll(() => Promise.all([NavDrawer, NoticesViewport, MoreMenu, UserMenu].map((part) => part.preload())));
  beforeEach(installBrowserStubs);
  afterEach(() => {
    cleanup();
    dismissAllNotices();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}

/**
 * Fakes timers for a test. The clock also follows real time, because Testing Library waits on a
 * real-looking setTimeout(0) after each user-event action (it only knows Jest's fake timers).
 */
export function startFakeClock(): void {
  vi.useFakeTimers({ shouldAdvanceTime: true });
}

/** Shows the router's current path, so tests can assert where a link went. */
function LocationProbe() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

export interface RenderWithAppOptions {
  app?: FakeApp;
  /** The URL to start at. @default '/' */
  url?: string;
}

/**
 * Renders `element` as the layout route above `/:moduleSlug?/:pageSlug?` (whose page shows
 * "Routed page"), so it sees the same params it would in the app. `runtime` is the app state it
 * reads, for changing it during the test.
 */
export function renderWithApp(element: ReactElement, options: RenderWithAppOptions = {}): RenderResult & { user: UserEvent; runtime: AppRuntime } {
  // With fake timers, user-event's own pauses must advance them or every interaction hangs.
  const user = userEvent.setup({ advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) });
  const runtime = fakeRuntime(options.app ?? fakeApp());
  const result = render(
    <I18nextProvider i18n={i18n}>
      <AppContext.Provider value={runtime}>
        <MemoryRouter initialEntries={[options.url ?? '/']}>
          <Routes>
            <Route element={element}>
              <Route path="/:moduleSlug?/:pageSlug?" element={<p>Routed page</p>} />
            </Route>
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </AppContext.Provider>
    </I18nextProvider>,
  );
  return { ...result, user, runtime };
}
