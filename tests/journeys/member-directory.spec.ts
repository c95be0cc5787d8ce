// The member directory (issue 13): Ada opens the directory, finds Grace by typing part of her name
// and by a list filter, opens her profile from the card and adds her to her favourites. Members who
// have not chosen to be shown in the directory (the demo's Kai Jensen) are not found.
import { expect, test } from '@playwright/test';
import { accounts, names } from './support/accounts.ts';
import { signIn } from './support/sign-in.ts';

test('Ada finds Grace in the directory by name and by list, opens her profile and adds her to favourites', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, accounts.ada);
  await page.goto('/app/community/members');
  const directory = page.locator('[data-block-type="directory"]');
  const cards = directory.locator('.directory-card:not(.directory-card--placeholder)');
  // Everyone at first, twelve to a page, over numbered pages.
  await expect(directory.getByText(/^Members found: \d+$/)).toBeVisible();
  await expect(cards).toHaveCount(12);
  await expect(directory.getByRole('navigation', { name: 'Pages of members' })).toBeVisible();

  // Part of her name, as it is typed.
  await directory.getByRole('searchbox', { name: 'Search members' }).fill('gra hop');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(names.grace);
  await expect(cards.first()).toContainText('Saint-Malo');

  // Kai has not chosen to be shown in the directory (My profile): his name finds nobody.
  await directory.getByRole('searchbox', { name: 'Search members' }).fill('Kai Jensen');
  await expect(directory.getByText('Members found: 0', { exact: true })).toBeVisible();

  // By the repair café list instead: Grace is among its members, Ada (only applied) is not.
  await directory.getByRole('searchbox', { name: 'Search members' }).fill('');
  await directory.getByRole('combobox', { name: 'List' }).selectOption({ label: 'Repair café fixers' });
  await expect(directory.getByText('Members found: 11', { exact: true })).toBeVisible();
  const grace = cards.filter({ hasText: names.grace });
  await expect(grace).toHaveCount(1);
  await expect(cards.filter({ hasText: names.ada })).toHaveCount(0);

  await grace.getByRole('link').click();
  await expect(page).toHaveURL(/\/app\/community\/member-profile\/\d+$/);
  const header = page.locator('.profile-header');
  await expect(header.getByTestId('profile-name')).toHaveText(names.grace);
  // A retry may find her a favourite already: start from not being one.
  const remove = header.getByRole('button', { name: 'Remove from favourites' });
  if (await remove.isVisible()) await remove.click();
  await header.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(page.getByText(`${names.grace} is now in your favourites.`, { exact: true })).toBeVisible();
  await expect(remove).toBeVisible();
});
