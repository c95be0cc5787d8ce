// A 375-px-wide phone: the sub-bar still shows the current module's pages; the burger opens the
// drawer with every module, multi-page modules expand, a page link navigates and closes it.
import { expect, test } from '@playwright/test';
import { accounts } from './support/accounts.ts';
import { apiLogin, getStructure, navModules, navPages } from './support/api.ts';
import { burger, drawer, pageTitle, subBar } from './support/shell.ts';
import { signIn } from './support/sign-in.ts';

test.use({ viewport: { width: 375, height: 740 } });

test('sub-bar and drawer on a small screen', async ({ page, request }) => {
  const modules = navModules(await getStructure(request, await apiLogin(request, accounts.ada)));
  const home = modules[0];
  // A multi-page module other than the current one, whose group starts closed.
  const group = modules.find((m) => m !== home && navPages(m).length > 1);
  if (!home || !group) throw new Error('The demo site needs a module with more than one page');

  await signIn(page, accounts.ada);

  await test.step('the sub-bar lists the current module pages', async () => {
    await expect(subBar(page, home.name)).toBeVisible();
    for (const summary of navPages(home)) {
      await expect(subBar(page, home.name).getByRole('link', { name: summary.name, exact: true })).toBeVisible();
    }
  });

  await test.step('the burger opens the drawer listing the modules', async () => {
    await burger(page).click();
    await expect(drawer(page)).toBeVisible();
    for (const module of modules) {
      const item = drawer(page).locator(`[data-module-slug="${module.slug}"]`);
      await expect(item).toBeVisible();
      await expect(item).toHaveText(module.name);
    }
  });

  const target = navPages(group)[1]!;
  await test.step(`the ${group.name} group expands and its page link navigates`, async () => {
    const toggle = drawer(page).getByRole('button', { name: group.name, exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await drawer(page).getByRole('link', { name: target.name, exact: true }).click();
    await expect(drawer(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/app/${group.slug}/${target.slug}(/|\\?|$)`));
    await expect(pageTitle(page)).toHaveText(target.name);
  });

  await test.step('Escape closes the drawer', async () => {
    await burger(page).click();
    await expect(drawer(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(burger(page)).toBeFocused();
  });
});
