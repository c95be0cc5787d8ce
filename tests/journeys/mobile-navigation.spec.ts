// A 375-px-wide phone: the sub-bar shows the current module's pages and scrolls the current one
// into view; vertical tabs leave their panel the width of the screen; the burger opens the
// drawer with every module, multi-page modules expand, a page link navigates and closes it; the
// drawer reaches the footer's links and log out.
import { expect, test } from '@playwright/test';
import { accounts } from './support/accounts.ts';
import { apiLogin, findPages, footerLinks, getSettings, getStructure, navModules, navPages } from './support/api.ts';
import { en, text } from './support/i18n.ts';
import { blockById, burger, drawer, drawerAccount, pageTitle, signedOutHeading, subBar } from './support/shell.ts';
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

test('the sub-bar scrolls the current page into view', async ({ page, request }) => {
  const modules = navModules(await getStructure(request, await apiLogin(request, accounts.ada)));
  // The module with the most pages; its last page starts off the right edge of a phone.
  const module = [...modules].sort((a, b) => navPages(b).length - navPages(a).length)[0]!;
  const last = navPages(module).at(-1)!;

  await signIn(page, accounts.ada);
  await page.goto(`/app/${module.slug}/${last.slug}`);

  const current = subBar(page, module.name).getByRole('link', { name: last.name, exact: true });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(current).toBeInViewport({ ratio: 1 });
});

test('vertical tabs leave their panel the width of a phone', async ({ page, request }) => {
  const jwt = await apiLogin(request, accounts.ada);
  const isVerticalTabs = (b: { type: string; options?: unknown; children?: number[] }) =>
    b.type === 'tabs' && (b.options as { tabStyle?: string } | undefined)?.tabStyle === 'vertical' && (b.children?.length ?? 0) > 1;
  const [found] = await findPages(request, jwt, (p) => p.blocks.some(isVerticalTabs));
  if (!found) throw new Error('The demo site needs a page with vertical tabs');
  const tabsBlock = found.page.blocks.find(isVerticalTabs)!;
  const second = found.page.blocks.find((b) => b.id === tabsBlock.children![1])!;

  await signIn(page, accounts.ada);
  await page.goto(`/app/${found.module.slug}/${found.page.slug}`);

  const tabs = blockById(page, tabsBlock.id);
  await expect(tabs.getByRole('tablist')).toHaveAttribute('aria-orientation', 'horizontal');
  const panel = tabs.getByRole('tabpanel');
  await expect(panel).toBeVisible();
  expect((await panel.boundingBox())!.width, 'tab panel width at 375 px').toBeGreaterThanOrEqual(300);

  await tabs.getByRole('tab', { name: second.title, exact: true }).click();
  await expect(tabs.getByRole('tab', { name: second.title, exact: true })).toHaveAttribute('aria-selected', 'true');
  expect((await panel.boundingBox())!.width).toBeGreaterThanOrEqual(300);
});

test('the drawer reaches the footer links and log out', async ({ page, request }) => {
  const links = footerLinks(await getSettings(request, await apiLogin(request, accounts.ada)));
  const internal = links.find((link) => link.url.startsWith('/'));
  if (!internal) throw new Error('The demo site needs a footer link inside the app');

  await signIn(page, accounts.ada);
  await burger(page).click();

  const siteLinks = drawer(page).getByRole('navigation', { name: text(en, 'shell.footer.links'), exact: true });
  for (const link of links) {
    await expect(siteLinks.getByRole('link', { name: link.label })).toBeAttached();
  }
  await siteLinks.getByRole('link', { name: internal.label, exact: true }).click();
  await expect(drawer(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/app${internal.url}(/|\\?|$)`));

  await burger(page).click();
  const logOut = drawerAccount(page).getByRole('button', { name: text(en, 'shell.userMenu.logout'), exact: true });
  await logOut.scrollIntoViewIfNeeded();
  await logOut.click();
  await expect(signedOutHeading(page)).toBeVisible();
});
