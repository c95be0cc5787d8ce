// Other members' profiles (issue 13, profiles): Ada opens Morgan's profile from a link on the team
// page, adds him to her favourites, finds him in the recently-viewed footer block, and a profile
// that does not exist goes to the not-found page; Ada edits her job title and makes it private,
// and Grace stops seeing it, on the page and in the API's reply.
import { expect, test } from '@playwright/test';
import { accounts, names } from './support/accounts.ts';
import { userMenuButton } from './support/shell.ts';
import { signIn } from './support/sign-in.ts';

test('Ada opens Morgan’s profile from the team page, adds him to favourites and sees him in recently viewed', async ({ page }) => {
  test.setTimeout(90_000); // two reloads of the app after signing in
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

test('Ada edits her job title, then keeps it to herself: Grace sees it, then neither sees it nor gets it from the API', async ({ browser, page }) => {
  test.setTimeout(120_000); // two members, each signing in
  const title = `Loom rigger ${Date.now() % 100000}`;
  await signIn(page, accounts.ada);
  // Ada opens her profile from the user menu and edits a field with the form engine.
  await userMenuButton(page, names.ada).click();
  await page.getByRole('menuitem', { name: 'My profile', exact: true }).click();
  const form = page.locator('[data-block-type="profileForm"]');
  const privacy = (state: 'Public' | 'Private') => form.getByRole('button', { name: `Who can see Job title: ${state}`, exact: true });
  const choosePrivacy = async (state: 'Public' | 'Private') => {
    const other = state === 'Public' ? 'Private' : 'Public';
    await expect(privacy(state).or(privacy(other))).toBeVisible();
    if (await privacy(state).isVisible()) return;
    await privacy(other).click();
    await page.getByRole('radio', { name: new RegExp(`^${state}`) }).check();
    await expect(privacy(state)).toBeVisible();
    await page.keyboard.press('Escape');
  };
  await choosePrivacy('Public'); // a retry may find it private
  await form.getByRole('button', { name: 'Edit' }).click();
  await form.getByLabel('Job title').fill(title);
  await form.getByRole('button', { name: 'Save all' }).click();
  await page.getByRole('dialog', { name: 'Save these changes?' }).getByRole('button', { name: 'Agree' }).click();
  await expect(page.getByText('Your changes have been saved.', { exact: true })).toBeVisible();
  await page.reload();
  await expect(form.getByLabel('Job title')).toHaveValue(title);
  const adaId = await page.evaluate(async () => {
    const reply = await fetch('/api/v1/user', { headers: { authorization: `Bearer ${localStorage.getItem('tessera.jwt') ?? ''}` } });
    return ((await reply.json()) as { accountId: number }).accountId;
  });

  // Grace, in her own browser, reads it on Ada's profile page.
  const graceContext = await browser.newContext();
  try {
    const grace = await graceContext.newPage();
    await signIn(grace, accounts.grace);
    const adaProfile = async () => {
      const reply = grace.waitForResponse((response) => new URL(response.url()).pathname === `/api/v1/profile/${adaId}` && response.request().method() === 'GET');
      await grace.goto(`/app/community/member-profile/${adaId}`);
      return (await reply).json() as Promise<{ data: { profile: Record<string, unknown> } }>;
    };
    const details = grace.locator('[data-block-type="profileForm"]');
    expect((await adaProfile()).data.profile.jobTitle).toBe(title);
    await expect(details.getByRole('textbox').first()).toHaveValue(title);

    // Ada marks the field private with its padlock button.
    await choosePrivacy('Private');

    // Grace no longer sees it, and the reply her browser got does not carry it.
    const profile = await adaProfile();
    expect(profile.data.profile).not.toHaveProperty('jobTitle');
    expect(JSON.stringify(profile)).not.toContain(title);
    await expect(grace.locator('.profile-header').getByTestId('profile-name')).toHaveText(names.ada);
    await expect(details.getByRole('textbox').first()).toHaveValue('');
    await expect(grace.getByText(title)).toHaveCount(0);
  } finally {
    await graceContext.close();
  }
  await choosePrivacy('Public'); // as the demo had it
});
