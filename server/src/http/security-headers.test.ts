import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.ts';
import { describeAppOnEachDatabase } from '../testing/test-app.ts';
import { indexTemplate, renderIndexHtml } from './app-shell/index-html.ts';
import { APP_POLICY, DOCS_POLICY, PAGE_POLICY, securityHeadersFor } from './security-headers.ts';

/** A policy's directives by name. */
const directives = (policy: string): Map<string, string> =>
  new Map(policy.split('; ').map((directive) => [directive.split(' ')[0] ?? '', directive.split(' ').slice(1).join(' ')]));

describe('the Content-Security-Policies', () => {
  it.each([['app', APP_POLICY], ['API reference', DOCS_POLICY], ['server pages and API', PAGE_POLICY]])('of the %s allow no inline or evaluated script, no framing, no <base>, no plugins', (_, policy) => {
    const parsed = directives(policy);
    const scripts = parsed.get('script-src') ?? parsed.get('default-src') ?? '';
    expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval|data:|\*|https?:/);
    expect(parsed.get('frame-ancestors')).toBe("'none'");
    expect(parsed.get('base-uri')).toBe("'none'");
    expect(parsed.get('object-src') ?? parsed.get('default-src')).toBe("'none'");
  });

  it('give the app scripts from its own origin only', () => {
    expect(directives(APP_POLICY).get('script-src')).toBe("'self'");
  });

  it.each([
    ['/app', APP_POLICY], ['/app/', APP_POLICY], ['/app/home/welcome?s=1', APP_POLICY], ['/app?x', APP_POLICY],
    ['/apple', PAGE_POLICY], ['/api/v1/docs', DOCS_POLICY], ['/api/v1/docs/static/index.html', DOCS_POLICY],
    ['/api/v1/init', PAGE_POLICY], ['/signin', PAGE_POLICY], ['/nowhere', PAGE_POLICY],
    ['/app/sw.js', APP_POLICY], ['/app/icon.svg', APP_POLICY],
  ])('chosen by address: %s', (url, policy) => {
    expect(securityHeadersFor(url)['content-security-policy']).toBe(policy);
  });

  it.each(['/app/js/main-abc123.js', '/app/css/index-abc123.css'])("leave the app's scripts and stylesheets (%s) nosniff and the referrer rule only", (url) => {
    expect(securityHeadersFor(url)).toEqual({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'same-origin' });
  });
});

describe("the app's index.html", () => {
  it('holds no inline script, in the source or in the head the server fills in (its inline theme included)', () => {
    const source = readFileSync(join(REPO_ROOT, 'runtime/index.html'), 'utf8');
    const filled = renderIndexHtml(indexTemplate(source), {
      name: '<script>alert(1)</script>', description: 'd', language: 'en', themeColour: { light: '#fff', dark: '#000' },
      backgroundColour: '#fff', faviconUrl: '/api/v1/image?id=1',
      theme: { url: '/api/v1/service/brands/active/theme.css?v=1-1', css: ':root { --t-font-family: x; }</style><script>alert(2)</script>' },
    });
    // Every script is a file (src=); the one in the source is the entry Vite turns into a file.
    expect(filled.match(/<script\b[^>]*>/g)).toEqual(['<script type="module" src="/src/main.tsx">']);
    expect(filled).not.toMatch(/\son[a-z]+=/i);
  });
});

describeAppOnEachDatabase('security headers', (current) => {
  it.each([
    ['the app', '/app/', APP_POLICY],
    ['an API reply', '/api/v1/health', PAGE_POLICY],
    ['an API error', '/api/v1/init', PAGE_POLICY],
    ['an unknown API route', '/api/v1/nothing', PAGE_POLICY],
    ['the sign-in page', '/signin', PAGE_POLICY],
    ['the API reference', '/api/v1/docs/static/index.html', DOCS_POLICY],
    ['the not-found page', '/nowhere', PAGE_POLICY],
  ])('are on %s', async (_, url, policy) => {
    const response = await current().app.inject({ url });
    expect(response.headers).toMatchObject({
      'content-security-policy': policy,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
      'x-frame-options': 'DENY',
    });
  });
});
