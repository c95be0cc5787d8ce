// Applications and membership requests, as a member and an admin do them side by side: Ada applies
// to the demo's welding taster (six places, one taken), withdraws and applies again; the admin
// opens the membership requests, accepts hers — Ada's open page shows her new membership and
// tells her, without a reload — rejects Grace's, reads the request history, and sets a list's
// capacity on the user list screen.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { accounts, names } from './support/accounts.ts';
import { signIn } from './support/sign-in.ts';

const text = (within: Page | Locator, value: string) => within.getByText(value, { exact: true });

test('a member applies, withdraws and applies again; an admin accepts her live, rejects another, reads the history and sets a capacity', async ({ browser }) => {
  // Two people signing in and some twenty steps between them.
  test.setTimeout(180_000);
  const adaContext = await browser.newContext();
  const adminContext = await browser.newContext();
  try {
    const ada = await adaContext.newPage();
    await signIn(ada, accounts.ada);
    await ada.goto('/app/join/membership');
    const panel = ada.locator('.apply-to-list[data-list-key="welding-taster"]');
    await expect(panel.getByRole('heading', { name: 'Welding taster (six places)' })).toBeVisible();
    await expect(text(panel, 'Places left: 5')).toBeVisible();
    await expect(text(panel, 'You have not applied yet.')).toBeVisible();

    // The form engine checks the answer before anything is sent.
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(panel.getByLabel('What would you like to make?')).toHaveAttribute('aria-invalid', 'true');
    await panel.getByLabel('What would you like to make?').fill('A bracket for the harbour lanterns');
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(text(panel, 'Your application is waiting for a decision.')).toBeVisible();

    await panel.getByRole('button', { name: 'Withdraw my application' }).click();
    await expect(text(panel, 'You withdrew your application.')).toBeVisible();
    await panel.getByLabel('What would you like to make?').fill('A bracket for the harbour lanterns, in steel');
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(text(panel, 'Your application is waiting for a decision.')).toBeVisible();

    // The admin decides Ada's request from the membership requests.
    const admin = await adminContext.newPage();
    await signIn(admin, accounts.admin);
    await admin.goto('/app/admin/membershipRequests');
    await expect(admin.getByRole('heading', { level: 1, name: 'Membership requests' })).toBeVisible();
    await admin.getByRole('link', { name: names.ada }).click();
    await expect(admin.getByRole('heading', { level: 1, name: names.ada })).toBeVisible();
    await expect(text(admin, 'A bracket for the harbour lanterns, in steel')).toBeVisible();
    await admin.getByLabel('Message to the member (optional)').fill('See you on Tuesday at six.');
    await admin.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(text(admin, 'Request changed to Accepted')).toBeVisible();

    // Ada's page, never reloaded, shows her membership, the place she took, and tells her.
    await expect(text(panel, 'You are a member of this list.')).toBeVisible();
    await expect(text(panel, 'Places left: 4')).toBeVisible();
    await expect(panel.getByRole('link', { name: "Go to the members' page" })).toBeVisible();
    await expect(text(ada, 'Your membership request was accepted. Message: “See you on Tuesday at six.”')).toBeVisible();

    // The history of Ada's request: every change, who made it, the message.
    const history = admin.locator('.applications-admin__history');
    await expect(history.locator('li')).toHaveCount(4);
    await expect(history.locator('li').first()).toContainText('Applied → Accepted');
    await expect(history.locator('li').first()).toContainText(names.admin);
    await expect(history.locator('li').first()).toContainText('See you on Tuesday at six.');
    await expect(history.locator('li').nth(1)).toContainText('Withdrawn → Applied');
    await expect(history.locator('li').nth(1)).toContainText(names.ada);
    await expect(history.locator('li').last()).toContainText('Request made (Applied)');

    // Another request, found by its state: Grace's, rejected with a reason.
    await admin.getByRole('link', { name: 'All requests' }).click();
    await admin.getByLabel('State').selectOption({ label: 'Applied' });
    await expect(admin.locator('[data-request-id]')).toHaveCount(1);
    await admin.getByRole('link', { name: names.grace }).click();
    await expect(admin.getByRole('heading', { level: 1, name: names.grace })).toBeVisible();
    await admin.getByLabel('Message to the member (optional)').fill('The taster is full this term, sorry.');
    await admin.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(text(admin, 'Request changed to Rejected')).toBeVisible();
    await expect(history.locator('li').first()).toContainText('Applied → Rejected');
    await expect(history.locator('li').first()).toContainText('The taster is full this term, sorry.');

    // A list's capacity, on the user list screen.
    await admin.goto('/app/admin/userLists');
    await admin.getByRole('link', { name: 'Boat restoration crew' }).click();
    await admin.getByLabel('Number of places').fill('14');
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(text(admin, 'List saved')).toBeVisible();
    await admin.getByRole('link', { name: 'All user lists' }).click();
    await expect(admin.locator('[data-list-id]').filter({ hasText: 'Boat restoration crew' })).toContainText('14 places');
  } finally {
    await adaContext.close();
    await adminContext.close();
  }
});
