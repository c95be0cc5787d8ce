import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { ApiError } from '../api/api-error.ts';
import { api } from '../api/api.ts';
import { i18n } from '../i18n/i18n.ts';
import { jwtStore } from '../session/jwt-store.ts';
import { goToSignIn } from '../session/sign-in-redirect.ts';
import { installBrowserStubs } from '../shell/test-support/browser-stubs.ts';
import { answerApiCalls, pending } from '../test-support/fake-api.ts';
import { fakeApp, fakeModule, fakePage } from '../shell/test-support/fake-app.ts';
import { App } from './App.tsx';

vi.mock('../session/sign-in-redirect.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../session/sign-in-redirect.ts')>()),
  goToSignIn: vi.fn(),
}));

const signedOutStart = { token: null, secret: null, safeMode: false };

function renderApp() {
  render(
    <I18nextProvider i18n={i18n}>
      <App startup={signedOutStart} sessionStarting={Promise.resolve()} />
    </I18nextProvider>,
  );
}

describe('App start-up', () => {
  beforeEach(() => {
    installBrowserStubs();
    localStorage.clear();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/app/home/welcome');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.clearAllMocks();
    vi.unstubAllGlobals();
  });

  it('without a jwt: sends the member to sign in, and after 5 s without one logs "User not logged in"', async () => {
    vi.useFakeTimers();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    answerApiCalls({});

    renderApp();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(goToSignIn).toHaveBeenCalled();

    // The route guard waits up to 5 s for a jwt (spec §4) before deciding.
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(consoleError).not.toHaveBeenCalledWith('User not logged in');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(consoleError).toHaveBeenCalledWith('User not logged in');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(api.call).not.toHaveBeenCalled();
  });

  it('with a jwt: loads GET /init for the page in the address and shows it', async () => {
    jwtStore.set('jwt-1');
    answerApiCalls({ 'GET /init': () => fakeApp([fakeModule('home', [fakePage('welcome')])]), 'GET /structure/page/{id}': pending });

    renderApp();

    expect(await screen.findByRole('heading', { level: 1, name: 'Page welcome' })).toBeTruthy();
    expect(api.call).toHaveBeenCalledWith('GET /init', { query: { opts: JSON.stringify({ moduleSlug: 'home', pageSlug: 'welcome' }) }, cache: false });
  });

  it('returns to the login screen when the credential is rejected', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    jwtStore.set('revoked');
    answerApiCalls({
      'GET /init': () => {
        jwtStore.clear(); // what the API client does on 401 Not authorized
        throw new ApiError(401, 'Not authorized', 'Sign in to continue.', true);
      },
    });

    await act(async () => renderApp());

    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(goToSignIn).toHaveBeenCalled();
  });

  it('offers "Try again" at once when the server cannot be reached', async () => {
    jwtStore.set('jwt-1');
    answerApiCalls({ 'GET /init': () => Promise.reject(new ApiError(0, 'Network error', 'Failed to fetch')) });

    renderApp();

    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(goToSignIn).not.toHaveBeenCalled();
  });
});
