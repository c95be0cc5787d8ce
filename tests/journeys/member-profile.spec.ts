// Other members' profiles (issue 13, profiles): Ada opens Morgan's profile from a link on the team
// page, adds him to her favourites, finds him in the recently-viewed footer block, and a profile
// that does not exist goes to the not-found page.
import { expect, test } from '@playwright/test';
import { accounts, names } from './support/accounts.ts';
import { signIn } from './support/sign-in.ts';

test('Ada opens Morgan’s profile from the team page, adds him to favourites and sees him in recently viewed', async ({ page }) => {
  test.setTimeout(90_000); // three full loads of the app after signing in
  await signIn(page, accounts.ada);
  await page.goto('/app/about/team');
  await page.getByRole('link', { name: 'Morgan’s member profile' }).click();

  await expect(page).toHaveURL(/\/app\/community\/member-profile\/\d+$/);
  const header = page.locator('.profile-header');
  await expect(header.getByTestId('profile-name')).toHaveText(names.admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Member profile' })).toBeVisible();

  // A retry may find him a favourite already: start from not being one.
  const remove = header.getByRole('button', { name: 'Remove from favourites' });
  if (await remove.isVisible()) await remove.click();
  await header.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(page.getByText(`${names.admin} is now in your favourites.`, { exact: true })).toBeVisible();
  await expect(remove).toBeVisible();

  const recent = page.getByRole('region', { name: 'Recently viewed' });
  await expect(recent.getByRole('link', { name: names.admin })).toBeVisible();

  // Both are kept on the server: after a reload he is still a favourite and still recently viewed.
  await page.reload();
  await expect(page.locator('.profile-header').getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recently viewed' }).getByRole('link', { name: names.admin })).toBeVisible();

  // The block closes and stays closed across a reload (stored locally); the link leads back to him.
  await page.getByRole('region', { name: 'Recently viewed' }).getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByRole('region', { name: 'Recently viewed' }).getByRole('link', { name: names.admin })).toBeHidden();
  await page.reload();
  const reopened = page.getByRole('region', { name: 'Recently viewed' });
  await reopened.getByRole('button', { name: 'Show' }).click();
  await page.goto('/app/home');
  await reopened.getByRole('link', { name: names.admin }).click();
  await expect(page.locator('.profile-header').getByTestId('profile-name')).toHaveText(names.admin);
});

test('a profile that does not exist goes to the not-found page', async ({ page }) => {
  await signIn(page, accounts.ada);
  await page.goto('/app/community/member-profile/987654');
  await expect(page).toHaveURL(/\/app\/404$/);
  await expect(page.getByText('That member\'s profile does not exist, sorry for any inconvenience caused.')).toBeVisible();
});
