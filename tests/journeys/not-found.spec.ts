// Whatever the address names but the site lacks ends one way (spec §8): on the 404 page at
// /app/404, whose text says what was missing, with no notice repeating it.
import { expect, test, type Page } from '@playwright/test';
import { accounts } from './support/accounts.ts';
import { apiLogin, getStructure, navModules } from './support/api.ts';
import { en, text } from './support/i18n.ts';
import { notFoundPanel, notice } from './support/shell.ts';
import { signIn } from './support/sign-in.ts';

test.beforeEach(async ({ page }) => {
  await signIn(page, accounts.ada);
});

async function expectNotFound(page: Page, messageKey: string): Promise<void> {
  await expect(page).toHaveURL(/\/app\/404(\/|\?|$)/);
  await expect(notFoundPanel(page)).toBeVisible();
  await expect(page.getByRole('main').getByText(text(en, messageKey), { exact: true })).toBeVisible();
  // Said once: the page's text, not a notice as well.
  await expect(notice(page, text(en, messageKey))).toHaveCount(1);
  await expect(page.getByRole('region', { name: /Notices/ }).getByRole('listitem')).toHaveCount(0);
}

test('an unknown module ends on the 404 page, which says so', async ({ page }) => {
  await page.goto('/app/no-such-module');
  await expectNotFound(page, 'errors.moduleNotFound');
});

test('a missing page in a module ends on the 404 page, which says so', async ({ page, request }) => {
  const module = navModules(await getStructure(request, await apiLogin(request, accounts.ada)))[0]!;
  await page.goto(`/app/${module.slug}/no-such-page`);
  await expectNotFound(page, 'errors.pageNotInModule');
});
