// Ada's own profile form (issue 12): the edit toggle, errors in place, the confirmation listing
// exactly the changed values, the save surviving a reload; and the autosaving mentoring form,
// which saves 2 s after typing without a click.
import { expect, test, type Page } from '@playwright/test';
import { accounts } from './support/accounts.ts';
import { signIn } from './support/sign-in.ts';

const MY_PROFILE = '/app/community/my-profile';
const profileForm = (page: Page) => page.locator('[data-block-type="profileForm"]');
const mentoringForm = (page: Page) => page.locator('[data-block-type="basicForm"]');

test('Ada edits her profile: errors in place, the changed values confirmed, saved across a reload', async ({ page }) => {
  // New values on every run, so a retry still changes something.
  const title = `Loom steward ${Date.now() % 100000}`;
  const email = `ada.${Date.now() % 100000}@harbourside.test`;
  await signIn(page, accounts.ada);
  await page.goto(MY_PROFILE);
  const form = profileForm(page);
  const jobTitle = form.getByLabel('Job title');
  const contactEmail = form.getByLabel('Contact email');
  await expect(jobTitle).toBeDisabled();

  await form.getByRole('button', { name: 'Edit' }).click();
  await expect(jobTitle).toBeEnabled();
  await contactEmail.fill('ada@');
  await jobTitle.fill('x'.repeat(257));
  await jobTitle.press('Tab');
  await expect(form.getByText('Enter a valid email address.')).toBeVisible();
  await expect(form.getByText('Use at most 256 characters.')).toBeVisible();
  await expect(contactEmail).toHaveAttribute('aria-invalid', 'true');
  await expect(jobTitle).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('button', { name: 'Save all' })).toHaveAttribute('aria-disabled', 'true');

  await contactEmail.fill(email);
  await jobTitle.fill(title);
  await jobTitle.press('Tab');
  await expect(form.getByText('Enter a valid email address.')).toHaveCount(0);
  await expect(form.getByText('Use at most 256 characters.')).toHaveCount(0);
  await form.getByRole('button', { name: 'Save all' }).click();

  const dialog = page.getByRole('dialog', { name: 'Save these changes?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.form-dialog__change')).toHaveText([`Contact email${email}`, `Job title${title}`]);
  await dialog.getByRole('button', { name: 'Agree' }).click();
  // Exact: the notices' live region repeats the text for screen readers, prefixed ("Notice …").
  await expect(page.getByText('Your changes have been saved.', { exact: true })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Edit' })).toBeVisible();

  await page.reload();
  await expect(profileForm(page).getByLabel('Job title')).toHaveValue(title);
  await expect(profileForm(page).getByLabel('Contact email')).toHaveValue(email);
});

test('the mentoring form saves 2 s after typing, without a click', async ({ page }) => {
  const note = `Tuesday evenings, week ${Date.now() % 1000}`;
  await signIn(page, accounts.ada);
  await page.goto(MY_PROFILE);
  const form = mentoringForm(page);
  await expect(form.getByLabel('When and how I can help')).toBeEnabled();
  // No controls (its fields' privacy buttons aside): it saves by itself.
  await expect(form.getByRole('button', { name: /^(Edit|Cancel|Save all)$/ })).toHaveCount(0);
  const saves: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/v1\/profile\/\d+$/.test(request.url())) saves.push(Date.now());
  });
  // Taken before typing: the 2 s count from the input, which fill() may return well after on a busy machine.
  const typed = Date.now();
  await form.getByLabel('When and how I can help').fill(note);
  await expect(form.getByRole('status')).toHaveText('Your changes have been saved.', { timeout: 6000 });
  expect(saves).toHaveLength(1);
  expect(saves[0]! - typed).toBeGreaterThanOrEqual(1900);

  await page.reload();
  await expect(mentoringForm(page).getByLabel('When and how I can help')).toHaveValue(note);
});
