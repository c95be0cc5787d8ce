// The accessibility bar: axe-core finds no serious or critical violation on any page of the demo
// site, at 1280 and 375 px, in the light and the dark theme, with the user menu closed and open,
// signed in and signed out. One browser context per width and theme visits every page once; each
// state is checked softly, so one run lists every violation.
import { expect, test, type Page } from '@playwright/test';
import { accounts, names } from './support/accounts.ts';
import { apiLogin, getStructure } from './support/api.ts';
import { expectSoftlyNoSeriousA11yViolations } from './support/axe.ts';
import { en, text } from './support/i18n.ts';
import { burger, drawer, drawerAccount, signedOutHeading, userMenuButton } from './support/shell.ts';
import { signIn } from './support/sign-in.ts';

const WIDTHS = [1280, 375] as const;
const THEMES = ['light', 'dark'] as const;

test.describe.configure({ mode: 'parallel' });

/**
 * Opens an app path the way the app's own links do (history push, no reload), so each page
 * costs a page's render rather than a whole start-up, and waits until that screen is whole: its
 * root shown (contract: data-page-slug), nothing loading, no block still arriving.
 */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((url) => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/app/${path}`);
  const pageSlug = path.split('/').at(-1)!;
  // By element, not role: a page's related modal may open over it, hiding the page from the
  // accessibility tree while the dialog is open (axe then checks the page with its dialog).
  await expect(page.locator(`[data-page-slug="${pageSlug}"] h1`)).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .block-placeholder, #full-loader')).toHaveCount(0);
}

for (const width of WIDTHS) {
  for (const theme of THEMES) {
    test.describe(`${width} px, ${theme} theme`, () => {
      test.use({ viewport: { width, height: 800 }, colorScheme: theme });

      test('no serious or critical axe violation on any page, menu open or closed, signed in or out', async ({ page, request }) => {
        const structure = await getStructure(request, await apiLogin(request, accounts.ada));
        const pages = structure.modules.filter((m) => !m.archived).flatMap((m) => m.children.map((p) => `${m.slug}/${p.slug}`));
        test.setTimeout(60_000 + pages.length * 15_000); // axe on every page: minutes on a slow shared machine
        const at = (what: string) => `${what} (${width} px, ${theme})`;

        await test.step('signed out: the sign-in page', async () => {
          await page.goto('/app/');
          await expect(page).toHaveURL(/\/signin/);
          await expectSoftlyNoSeriousA11yViolations(page, at('the sign-in page'));
        });

        await signIn(page, accounts.ada);
        for (const path of [...pages, 'settings', '404']) {
          await test.step(path, async () => {
            await openInApp(page, path);
            await expectSoftlyNoSeriousA11yViolations(page, at(path));
          });
        }

        await openInApp(page, pages[0]!);
        await test.step('the user menu open', async () => {
          await userMenuButton(page, names.ada).click();
          await expect(page.getByRole('menu')).toBeVisible();
          await expectSoftlyNoSeriousA11yViolations(page, at('the user menu open'));
          await page.keyboard.press('Escape');
          await expect(page.getByRole('menu')).toBeHidden();
        });

        if (width < 768) {
          await test.step('the drawer open', async () => {
            await burger(page).click();
            await expect(drawer(page)).toBeVisible();
            await expectSoftlyNoSeriousA11yViolations(page, at('the drawer open'));
          });
          await drawerAccount(page).getByRole('button', { name: text(en, 'shell.userMenu.logout'), exact: true }).click();
        } else {
          await userMenuButton(page, names.ada).click();
          await page.getByRole('menuitem', { name: text(en, 'shell.userMenu.logout'), exact: true }).click();
        }

        await test.step('signed out: the signed-out screen', async () => {
          await expect(signedOutHeading(page)).toBeVisible();
          await expectSoftlyNoSeriousA11yViolations(page, at('the signed-out screen'));
        });
      });
    });
  }
}
