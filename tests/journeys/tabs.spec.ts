// A tabs block keeps its chosen tab in the address (query `tab`): it survives a reload and the
// browser's Back button returns to the tab chosen before.
import { expect, test } from '@playwright/test';
import { accounts } from './support/accounts.ts';
import { apiLogin, findPages } from './support/api.ts';
import { blockById } from './support/shell.ts';
import { signIn } from './support/sign-in.ts';

test('the chosen tab is kept in the URL, across a reload and back', async ({ page, request }) => {
  const jwt = await apiLogin(request, accounts.ada);
  const [found] = await findPages(request, jwt, (p) => p.blocks.some((b) => b.type === 'tabs' && (b.children?.length ?? 0) > 1));
  if (!found) throw new Error('The demo site has no page with a tabs block of two or more tabs');
  const { module, page: tabsPage } = found;
  const tabsBlock = tabsPage.blocks.find((b) => b.type === 'tabs' && (b.children?.length ?? 0) > 1)!;
  const [first, second] = tabsBlock.children!.map((id) => tabsPage.blocks.find((b) => b.id === id)!);

  await signIn(page, accounts.ada);
  await page.goto(`/app/${module.slug}/${tabsPage.slug}`);

  const tabs = blockById(page, tabsBlock.id);
  const firstTab = tabs.getByRole('tab', { name: first!.title, exact: true });
  const secondTab = tabs.getByRole('tab', { name: second!.title, exact: true });
  await expect(firstTab).toHaveAttribute('aria-selected', 'true');

  await secondTab.click();
  await expect(secondTab).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/[?&]tab=/);
  await expect(tabs.getByRole('tabpanel')).toBeVisible();

  await page.reload();
  await expect(secondTab).toHaveAttribute('aria-selected', 'true');
  await expect(firstTab).toHaveAttribute('aria-selected', 'false');

  await page.goBack();
  await expect(firstTab).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(new RegExp(`/app/${module.slug}/${tabsPage.slug}`));
});
