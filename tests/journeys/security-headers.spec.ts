// Issue 8, finding 4 as a browser meets it: the app works under its Content-Security-Policy (no
// violation while signing in, navigating, opening menus and dialogs), the API reference works
// under its own, and no page can show the app in a frame.
import { expect, test, type Page } from '@playwright/test';
import { accounts, names } from './support/accounts.ts';
import { apiLogin, getStructure, navModules } from './support/api.ts';
import { burger, drawer, moduleTab, pageTitle, userMenuButton } from './support/shell.ts';
import { signIn } from './support/sign-in.ts';

/** Records every Content-Security-Policy violation the page reports, as events and in the console. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportCspViolation(text: string): Promise<void> })
        .reportCspViolation(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the app runs under its policy: signing in, every module, the user menu and the drawer, without a violation', async ({ page, request }) => {
  test.setTimeout(90_000);
  const violations = await recordViolations(page);
  const modules = navModules(await getStructure(request, await apiLogin(request, accounts.admin)));

  const app = await request.get('/app/', { headers: { cookie: 'tessera_signed_in=1' } });
  expect(app.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(app.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(app.headers()['x-content-type-options']).toBe('nosniff');

  await signIn(page, accounts.admin);
  for (const module of modules) {
    await moduleTab(page, module.name).click();
    await expect(pageTitle(page)).toBeVisible();
  }
  // A menu (positioned by the headless UI library's inline styles) and a dialog (scroll lock).
  await userMenuButton(page, names.admin).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 800 });
  await burger(page).click();
  await expect(drawer(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/app/settings');
  await expect(pageTitle(page)).toBeVisible();

  expect(violations).toEqual([]);
});

test('the API reference works under its own policy', async ({ page }) => {
  const violations = await recordViolations(page);
  const response = await page.goto('/api/v1/docs');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  // Swagger UI draws the reference in the browser from a bundle of about a megabyte and the whole
  // contract: on a slow shared machine that took over 15 s (the heading there at the failure).
  await expect(page.getByRole('heading', { name: /Tessera API/ })).toBeVisible({ timeout: 40_000 });
  await expect(page.getByRole('link', { name: '/api/v1/auth/login', exact: true })).toBeVisible();
  expect(violations).toEqual([]);
});

test('no page, not even one of this site, can show the app inside a frame', async ({ page }) => {
  // (A page of another site would be stopped earlier by Chromium's guard of local addresses.)
  await page.goto('/robots.txt');
  await page.evaluate(() => new Promise<void>((loaded) => {
    const frame = document.createElement('iframe');
    frame.name = 'app';
    frame.src = '/app/';
    frame.addEventListener('load', () => loaded());
    document.body.append(frame);
  }));
  // Refused, the frame holds the browser's error page instead of the app.
  expect(page.frame({ name: 'app' })?.url()).not.toContain('/app/');
  expect(await page.frame({ name: 'app' })?.locator('#root').count() ?? 0).toBe(0);
});
