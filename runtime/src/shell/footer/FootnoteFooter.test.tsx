import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AppSettings } from '@tessera/schemas';
import { fakeApp } from '../test-support/fake-app.ts';
import { renderWithApp, setUpShellTests } from '../test-support/render-with-app.tsx';
import { FootnoteFooter } from './FootnoteFooter.tsx';

setUpShellTests();

function appWithFooter(footer: AppSettings['footer']) {
  const app = fakeApp();
  return { ...app, settings: { ...app.settings, footer } };
}

describe('FootnoteFooter', () => {
  it('lists the configured links in order; internal ones stay in the app', () => {
    renderWithApp(<FootnoteFooter />, {
      app: appWithFooter({
        footerLink7: { label: 'Shop', url: 'https://shop.example' },
        helpPage: { label: 'Help', url: '/help' },
        privacyPolicy: { label: 'Privacy', url: 'https://example.org/privacy' },
        cookiePolicy: { label: '', url: '/cookies' },
      }),
    });

    const links = within(screen.getByRole('navigation', { name: 'Site links' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')])).toEqual([
      ['Privacy (opens in a new tab)', 'https://example.org/privacy', '_blank'],
      ['Help', '/help', null],
      ['Shop (opens in a new tab)', 'https://shop.example', '_blank'],
    ]);
  });

  it('shows the footer logo, else the brand logo, and the copyright line', () => {
    const { unmount } = renderWithApp(<FootnoteFooter />, { app: appWithFooter({ footerLogoId: 9 }) });
    expect(screen.getByRole('img', { name: 'Demo Brand' }).getAttribute('src')).toBe('/api/v1/image?id=9');
    expect(screen.getByText(`© ${new Date().getFullYear()} Demo Society`)).toBeTruthy();
    unmount();

    const app = fakeApp();
    renderWithApp(<FootnoteFooter />, { app: { ...app, activeBrandSettings: { ...app.activeBrandSettings, logoUrl: '/logo.png' } } });
    expect(screen.getByRole('img', { name: 'Demo Brand' }).getAttribute('src')).toBe('/logo.png');
  });

  it('marks the labels and the site name that fell back to the default language with it', () => {
    const app = fakeApp();
    renderWithApp(<FootnoteFooter />, {
      app: {
        ...app,
        settings: {
          ...app.settings,
          footer: { helpPage: { label: 'Aide', url: '/help' }, footerLink7: { label: 'Contact us', url: '/contact' } },
          fallbacks: { name: 'en', 'footer.footerLink7.label': 'en' },
        },
      },
    });

    const links = within(screen.getByRole('navigation', { name: 'Site links' }));
    expect(links.getByText('Aide').closest('[lang]')).toBeNull();
    expect(links.getByText('Contact us').getAttribute('lang')).toBe('en');
    expect(screen.getByText(`© ${new Date().getFullYear()} Demo Society`).getAttribute('lang')).toBe('en');
  });

  it('has no link list when none is configured', () => {
    renderWithApp(<FootnoteFooter />);

    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
