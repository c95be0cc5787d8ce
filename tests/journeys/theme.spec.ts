// Choosing the dark theme on the settings screen: <html data-theme="dark"> and a different page
// background, from the brand's dark tokens.
import { expect, test, type Page } from '@playwright/test';
import { accounts } from './support/accounts.ts';
import { apiLogin, upsertProfileMeta } from './support/api.ts';
import { chooseTheme } from './support/settings.ts';
import { signIn } from './support/sign-in.ts';

/** The colour behind the page: the first non-transparent background from <body> up. */
function pageBackground(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (let el: HTMLElement | null = document.body; el; el = el.parentElement) {
      const colour = getComputedStyle(el).backgroundColor;
      if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
    }
    return 'transparent';
  });
}

test.afterEach(async ({ request }) => {
  await upsertProfileMeta(request, await apiLogin(request, accounts.editor), 'settings.theme', 'auto'); // the site's default mode
});

test('choosing the dark theme changes the page background', async ({ page }) => {
  await signIn(page, accounts.editor);
  await page.goto('/app/settings');
  await chooseTheme(page, 'light');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const light = await pageBackground(page);

  await chooseTheme(page, 'dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => pageBackground(page)).not.toBe(light);
});
