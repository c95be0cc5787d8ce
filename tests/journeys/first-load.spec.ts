// What reaches the browser before the app runs: a signed-out visitor is sent to the sign-in page
// by the server, a member gets compressed files, and index.html already names the site.
import { expect, test, type Response } from '@playwright/test';
import { accounts, names } from './support/accounts.ts';
import { en, text } from './support/i18n.ts';
import { userMenuButton } from './support/shell.ts';
import { signIn } from './support/sign-in.ts';

const HINT = 'tessera_signed_in';

// What the server does, without the app's service worker: once installed (a second or so after the
// first page), the worker answers navigations under /app/ itself, by design (decision 0015), and
// whether it had finished installing before a check ran depended on the machine's speed.
test.use({ serviceWorkers: 'block' });

test('a signed-out visitor of /app/ is redirected to the sign-in page without being served the app', async ({ request }) => {
  const reply = await request.get('/app/home?tab=1', { maxRedirects: 0, headers: { 'sec-fetch-mode': 'navigate' } });
  expect(reply.status()).toBe(302);
  expect(reply.headers().location).toBe(`/signin?referrer=${encodeURIComponent('/app/home?tab=1')}`);
  expect(await reply.text()).not.toContain('<script');
});

test('a member is served every script, stylesheet and GET /init compressed, the site named and themed before any script, and the manifest linked after the first page', async ({ page }) => {
  const files: Response[] = [];
  page.on('response', (response) => {
    if (/\/app\/.*\.(?:js|css)(?:\?|$)|\/api\/v1\/init\?/.test(response.url())) files.push(response);
  });
  await signIn(page, accounts.ada);
  await page.waitForLoadState('networkidle');

  expect(files.length).toBeGreaterThan(3);
  expect(files.some((file) => file.url().includes('/api/v1/init?'))).toBe(true);
  for (const file of files) {
    const headers = await file.allHeaders();
    expect(headers['content-encoding'], file.url()).toBe('br');
    expect(headers.vary, file.url()).toContain('accept-encoding');
  }
  const html = await (await page.request.get('/app/', { headers: { 'accept-encoding': 'identity' } })).text();
  expect(html).toContain('<title>Harbourside Makers Collective</title>');
  expect(html).toMatch(/<meta name="description" content="[^"]{20,}">/);
  // The loader paints from the document alone: the brand's theme inline, the app's stylesheet after it.
  expect(html).toMatch(/<style id="tessera-theme" data-href="\/api\/v1\/service\/brands\/active\/theme\.css\?v=[^"]+">/);
  expect(html.indexOf('<link rel="stylesheet"')).toBeGreaterThan(html.indexOf('<div id="full-loader"'));
  // The app links its manifest with the service worker, after the first page (src/pwa/manifest-link.ts).
  expect(html).not.toContain('rel="manifest"');
  // The scripts index.html starts carry V8's compile hint first, so Chrome compiles them while they stream (runtime/vite/compile-hints.ts).
  for (const src of Array.from(html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g), (match) => match[1]!)) {
    expect((await (await page.request.get(src)).text()).startsWith('//# allFunctionsCalledOnLoad\n'), src).toBe(true);
  }
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/app/manifest.webmanifest');
  const manifest = (await (await page.request.get('/app/manifest.webmanifest')).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({ name: 'Harbourside Makers Collective', theme_color: '#0b2e4a', start_url: '/', display: 'standalone' });
});

test('signing in marks the browser, logging out keeps the mark only for the browser session, and a stale mark just loads the app', async ({ page, context }) => {
  const hint = async () => (await context.cookies()).find((cookie) => cookie.name === HINT);
  await signIn(page, accounts.ada);
  expect(await hint()).toMatchObject({ value: '1', path: '/app', httpOnly: true, sameSite: 'Lax' });

  await userMenuButton(page, names.ada).click();
  await page.getByRole('menuitem', { name: text(en, 'shell.userMenu.logout'), exact: true }).click();
  await expect(page.getByRole('button', { name: text(en, 'login.button'), exact: true })).toBeVisible();
  // Until the browser closes (a session cookie): a reload still shows the app's signed-out screen.
  await expect.poll(async () => (await hint())?.value).toBe('0');
  expect((await hint())?.expires).toBe(-1);

  // A browser session later (the session cookie gone), the server sends the visitor to sign in.
  await context.clearCookies();
  await page.goto('/app/');
  await expect(page).toHaveURL(/\/signin\?referrer=/);

  // A mark left behind with no token (it expired meanwhile): the app loads and its login screen takes over.
  await context.addCookies([{ name: HINT, value: '1', url: `${new URL(page.url()).origin}/app` }]);
  await page.evaluate(() => sessionStorage.clear());
  const app = await page.goto('/app/');
  expect(app?.status()).toBe(200);
  await expect(page).toHaveURL(/\/signin\?referrer=/);
});

test('addresses outside the app and the API answer a page, not JSON', async ({ page }) => {
  const reply = await page.goto('/no-such-place');
  expect(reply?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: text(en, 'notFound.title') })).toBeVisible();
  await page.getByRole('link', { name: text(en, 'notFound.goBack') }).click();
  await expect(page).toHaveURL(/\/signin\?referrer=/);
});
