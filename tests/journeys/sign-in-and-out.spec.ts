import { expect, test } from '@playwright/test';
import { accounts, names } from './support/accounts.ts';
import { apiLogin, defaultPage, getStructure, navModules } from './support/api.ts';
import { en, text } from './support/i18n.ts';
import { moduleTab, moduleTabs, pageTitle, signedOutHeading, userMenuButton } from './support/shell.ts';
import { openSignInPage, signIn, submitSignIn } from './support/sign-in.ts';

test('a member signs in and lands on the home page with the module tabs', async ({ page, request }) => {
  const structure = await getStructure(request, await apiLogin(request, accounts.ada));
  const modules = navModules(structure);
  const home = modules[0];
  if (!home) throw new Error('The demo site has no module to show');

  await signIn(page, accounts.ada);

  await expect(page).toHaveURL(new RegExp(`/app/${home.slug}/${defaultPage(home).slug}`));
  await expect(pageTitle(page)).toHaveText(defaultPage(home).name);
  await expect(moduleTabs(page)).toBeVisible();
  for (const module of modules) {
    await expect(moduleTab(page, module.name)).toBeVisible();
  }
});

test('signing out from the user menu shows the branded signed-out screen and stays there', async ({ page }) => {
  await signIn(page, accounts.ada);

  await userMenuButton(page, names.ada).click();
  await page.getByRole('menuitem', { name: text(en, 'shell.userMenu.logout'), exact: true }).click();

  const logIn = page.getByRole('button', { name: text(en, 'login.button'), exact: true });
  await expect(logIn).toBeVisible();
  await expect(signedOutHeading(page)).toBeVisible();
  await expect(page.getByText(text(en, 'login.loading'))).toHaveCount(0);
  // The brand the member was using, named by its logo.
  await expect(page.getByRole('img', { name: 'Harbourside Makers Collective' })).toBeVisible();
  // Just logged out: the login screen must not send the browser to the sign-in page by itself.
  await page.waitForTimeout(3_000);
  await expect(page).not.toHaveURL(/\/signin/);
  await expect(logIn).toBeVisible();

  // A reload keeps the signed-out screen, brand included.
  await page.reload();
  await expect(signedOutHeading(page)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Harbourside Makers Collective' })).toBeVisible();

  await logIn.click();
  await expect(page).toHaveURL(/\/signin/);
});

test('a wrong password is refused with a clear message and the email kept', async ({ page }) => {
  await openSignInPage(page);
  await submitSignIn(page, accounts.ada, 'not-the-password');

  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/signin/);
  await expect(page.getByLabel('Email')).toHaveValue(accounts.ada);
});
