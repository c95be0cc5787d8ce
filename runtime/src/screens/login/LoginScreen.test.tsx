import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markJustLoggedOut } from '../../session/just-logged-out.ts';
import { jwtStore } from '../../session/jwt-store.ts';
import { goToSignIn } from '../../session/sign-in-redirect.ts';
import { rememberBrand } from '../../theme/remembered-brand.ts';
import { renderWithI18n } from '../../test-support/render-with-i18n.tsx';
import { LoginScreen } from './LoginScreen.tsx';

vi.mock('../../session/sign-in-redirect.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../session/sign-in-redirect.ts')>()),
  goToSignIn: vi.fn(),
}));

function renderLogin(props: Partial<Parameters<typeof LoginScreen>[0]> = {}) {
  const onRetry = vi.fn();
  renderWithI18n(<LoginScreen secretPending={false} failed={false} onRetry={onRetry} {...props} />);
  return { onRetry };
}

describe('LoginScreen', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    vi.mocked(goToSignIn).mockClear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the "Log in" button and "Loading..."', () => {
    renderLogin({ secretPending: true });

    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  describe('redirect to the sign-in page', () => {
    it('redirects when nothing says to wait', () => {
      renderLogin();
      expect(goToSignIn).toHaveBeenCalledTimes(1);
    });

    it('does not redirect while a jwt is stored', () => {
      jwtStore.set('jwt-1');
      renderLogin();
      expect(goToSignIn).not.toHaveBeenCalled();
    });

    it('does not redirect while a secret (s or t) is being traded', () => {
      renderLogin({ secretPending: true });
      expect(goToSignIn).not.toHaveBeenCalled();
    });

    it('does not redirect after an explicit logout, but the button signs in', () => {
      markJustLoggedOut();
      renderLogin();
      expect(goToSignIn).not.toHaveBeenCalled();

      fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
      expect(goToSignIn).toHaveBeenCalledTimes(1);
    });

    it('redirects once a stored jwt is cleared (a rejected credential)', () => {
      jwtStore.set('jwt-1');
      renderLogin();

      act(() => jwtStore.clear());

      expect(goToSignIn).toHaveBeenCalledTimes(1);
    });
  });

  describe('help when loading takes long', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      jwtStore.set('jwt-1');
    });

    it('offers "Try again" after 10 s, and after a retry again only after 5 s', () => {
      const { onRetry } = renderLogin();

      act(() => vi.advanceTimersByTime(9_999));
      expect(screen.queryByText('Taking longer than expected?')).toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByText('Taking longer than expected?')).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(onRetry).toHaveBeenCalledTimes(1);
      expect(screen.queryByText('Taking longer than expected?')).toBeNull();

      act(() => vi.advanceTimersByTime(4_999));
      expect(screen.queryByText('Taking longer than expected?')).toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByText('Taking longer than expected?')).toBeTruthy();
    });

    it('offers help at once when start-up failed', () => {
      renderLogin({ failed: true });
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    });
  });

  describe('after an explicit logout', () => {
    const brand = { brandName: 'Harbourside', logoUrl: '/api/v1/image?id=3', faviconUrl: null, themeCssUrl: '/api/v1/service/brands/active/theme.css' };

    it('says the member has logged out, under the brand they were using, instead of "Loading..."', () => {
      rememberBrand(brand);
      markJustLoggedOut();
      renderLogin();

      expect(screen.getByRole('heading', { level: 1, name: 'You have logged out' })).toBeTruthy();
      expect(screen.getByRole('img', { name: 'Harbourside' }).getAttribute('src')).toBe(brand.logoUrl);
      expect(screen.queryByText('Loading...')).toBeNull();
      expect(document.title).toBe('You have logged out · Harbourside');
      expect(document.querySelector<HTMLLinkElement>('link#tessera-theme')?.getAttribute('href')).toBe(brand.themeCssUrl);

      fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
      expect(goToSignIn).toHaveBeenCalledTimes(1);
    });

    it('still says so without a remembered brand', () => {
      markJustLoggedOut();
      renderLogin();

      expect(screen.getByRole('heading', { level: 1, name: 'You have logged out' })).toBeTruthy();
      expect(screen.queryByRole('img')).toBeNull();
      expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    });

    it('shows the loading screen again while a secret from the sign-in page is traded', () => {
      markJustLoggedOut();
      renderLogin({ secretPending: true });

      expect(screen.getByRole('status').textContent).toBe('Loading...');
    });
  });
});
