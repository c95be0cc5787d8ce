// Issue 8, finding 4 as a browser meets it: the app works under its Content-Security-Policy (no
// violation while signing in, navigating, opening menus and dialogs), the API reference works
// under its own, and another site cannot show the app in a frame.
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
  await expect(page.getByRole('heading', { name: /Tessera API/ })).toBeVisible();
  await expect(page.getByText('/api/v1/init', { exact: true }).first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('another site cannot show the app inside a frame', async ({ page, baseURL }) => {
  await page.route('http://evil.test/**', (route) => route.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><title>Click here</title><iframe name="app" src="${baseURL}/app/" width="800" height="600"></iframe>`,
  }));
  const refused = page.waitForEvent('console', (message) => /frame-ancestors|Refused to (display|frame)/i.test(message.text()));
  await page.goto('http://evil.test/');
  await refused;
  const frame = page.frame({ name: 'app' });
  expect(await frame?.locator('#root').count() ?? 0).toBe(0);
});
