import { expect, test } from '@playwright/test';
import { accounts } from './support/accounts.ts';
import { apiLogin, getStructure, navModules } from './support/api.ts';
import { en, text } from './support/i18n.ts';
import { notFoundPanel, notice } from './support/shell.ts';
import { signIn } from './support/sign-in.ts';

test.beforeEach(async ({ page }) => {
  await signIn(page, accounts.ada);
});

test('an unknown module says so and ends on the 404 page', async ({ page }) => {
  await page.goto('/app/no-such-module');
  await expect(notice(page, text(en, 'errors.moduleNotFound'))).toBeVisible();
  await expect(page).toHaveURL(/\/app\/404(\/|\?|$)/);
  await expect(notFoundPanel(page)).toBeVisible();
});

test('a missing page in a module says so and ends on the 404 page', async ({ page, request }) => {
  const module = navModules(await getStructure(request, await apiLogin(request, accounts.ada)))[0]!;
  await page.goto(`/app/${module.slug}/no-such-page`);
  await expect(notice(page, text(en, 'errors.pageNotInModule'))).toBeVisible();
  await expect(notFoundPanel(page)).toBeVisible();
});
