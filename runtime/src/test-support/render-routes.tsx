// Renders the app's route table at a URL, inside i18next and a fake signed-in app state, and
// reports where navigation ended and which notices were raised.
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { AppRoutes } from '../app/AppRoutes.tsx';
import { i18n } from '../i18n/i18n.ts';
import { installBrowserStubs } from '../shell/test-support/browser-stubs.ts';
import { fakeRuntime, type FakeApp } from '../shell/test-support/fake-app.ts';
import type { NoticeInput } from '../shell/notices/notices-store.ts';
import { AppContext } from '../state/app-runtime.ts';

/** Registers per-test setup and cleanup for route tests; call once at the top of a file. */
export function setUpRouteTests(): void {
  beforeEach(installBrowserStubs);
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    vi.unstubAllGlobals();
  });
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

export interface RouteTestResult extends RenderResult {
  notify: Mock<(notice: NoticeInput) => void>;
  /** The router's current path and query. */
  location(): string;
}

/** Renders AppRoutes at `url` with `app` (build it with fakeApp). */
export function renderRoutes(url: string, app: FakeApp): RouteTestResult {
  const notify = vi.fn<(notice: NoticeInput) => void>();
  const result = render(
    <I18nextProvider i18n={i18n}>
      <AppContext.Provider value={fakeRuntime({ ...app, notify })}>
        <MemoryRouter initialEntries={[url]}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </AppContext.Provider>
    </I18nextProvider>,
  );
  return { ...result, notify, location: () => result.getByTestId('location').textContent ?? '' };
}
