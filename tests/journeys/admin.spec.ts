import { expect, test } from '@playwright/test';
import { accounts } from './support/accounts.ts';
import { en, text } from './support/i18n.ts';
import { notFoundPanel, notice } from './support/shell.ts';
import { signIn } from './support/sign-in.ts';

test('an admin opens the administration', async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto('/app/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Administration', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/admin/);
});

test('a member is turned away from the administration to the 404 page', async ({ page }) => {
  await signIn(page, accounts.ada);
  await page.goto('/app/admin');
  await expect(notice(page, text(en, 'errors.pageNotFound'))).toBeVisible();
  await expect(page).toHaveURL(/\/app\/404(\/|\?|$)/);
  await expect(notFoundPanel(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Administration', exact: true })).toHaveCount(0);
});
