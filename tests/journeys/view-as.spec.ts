// Admin view-as: the admin picks a list in the administration, sees the site as a member of it
// (the repair café fixers' briefing on Community → Volunteering is theirs alone, and so is the
// Fixers' corner page), with the bar saying so on every screen and after a reload, and resets to
// their own view.
import { expect, test, type Page } from '@playwright/test';
import { accounts } from './support/accounts.ts';
import { en, text } from './support/i18n.ts';
import { notFoundPanel, subBar } from './support/shell.ts';
import { signIn } from './support/sign-in.ts';

const FIXERS = 'Repair café fixers';
const viewAsBar = (page: Page) => page.getByRole('region', { name: text(en, 'shell.viewAs.label'), exact: true });
const fixersBriefing = (page: Page) => page.getByText("Fixers' briefing for Saturday's repair café.", { exact: true });
const administrationLink = (page: Page) => page.getByRole('link', { name: text(en, 'shell.nav.administration'), exact: true });

const fixersCornerLink = (page: Page) => subBar(page, 'Community').getByRole('link', { name: "Fixers' corner", exact: true });
const resetButton = (page: Page) => viewAsBar(page).getByRole('button', { name: text(en, 'shell.viewAs.reset'), exact: true });

/** Chooses view-as for the list `label` in the administration. */
async function viewAs(page: Page, label: string): Promise<void> {
  await page.goto('/app/admin');
  const picker = page.getByRole('region', { name: text(en, 'admin.viewAs.title'), exact: true });
  await picker.getByRole('checkbox', { name: label, exact: true }).check();
  await picker.getByRole('button', { name: text(en, 'admin.viewAs.submit'), exact: true }).click();
  await expect(viewAsBar(page)).toContainText(label);
}

async function openVolunteering(page: Page): Promise<void> {
  await page.goto('/app/community/volunteering');
  await expect(page.getByRole('heading', { name: 'Four hours a month keeps the loft running', exact: true })).toBeVisible();
}

test('an admin views a page as a member of one list, sees the bar, and resets', async ({ page }) => {
  await signIn(page, accounts.admin);
  // As themselves (in none of the lists), the fixers' briefing is not on the page.
  await openVolunteering(page);
  await expect(fixersBriefing(page)).toHaveCount(0);
  await expect(viewAsBar(page)).toHaveCount(0);

  await page.goto('/app/admin');
  const picker = page.getByRole('region', { name: text(en, 'admin.viewAs.title'), exact: true });
  const submit = picker.getByRole('button', { name: text(en, 'admin.viewAs.submit'), exact: true });
  await expect(submit).toBeDisabled();
  await picker.getByRole('checkbox', { name: FIXERS, exact: true }).check();
  await submit.click();

  // The app starts over as a member of that list: the bar names it, the admin bar's way into administration is gone.
  await expect(viewAsBar(page)).toContainText(text(en, 'shell.viewAs.bar', { lists: FIXERS }));
  await expect(administrationLink(page)).toHaveCount(0);
  await openVolunteering(page);
  await expect(fixersBriefing(page)).toBeVisible();
  await page.reload();
  await expect(viewAsBar(page)).toContainText(FIXERS);
  await expect(fixersBriefing(page)).toBeVisible();

  // Reset: the admin's own view again, on the same page.
  await viewAsBar(page).getByRole('button', { name: text(en, 'shell.viewAs.reset'), exact: true }).click();
  await expect(viewAsBar(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/app\/community\/volunteering/);
  await expect(page.getByRole('heading', { name: 'Four hours a month keeps the loft running', exact: true })).toBeVisible();
  await expect(fixersBriefing(page)).toHaveCount(0);
  await expect(administrationLink(page)).toBeVisible();
});

test("a page only the fixers may view: its tab shows viewing as the fixers, not as another list", async ({ page }) => {
  await signIn(page, accounts.admin);
  // The admin may edit the page, so they see it as themselves.
  await openVolunteering(page);
  await expect(fixersCornerLink(page)).toBeVisible();

  await viewAs(page, FIXERS);
  await openVolunteering(page);
  await fixersCornerLink(page).click();
  await expect(page).toHaveURL(/\/app\/community\/fixers-corner$/);
  await expect(page.getByRole('heading', { name: "For the repair café's fixers", exact: true })).toBeVisible();
  await resetButton(page).click();
  await expect(viewAsBar(page)).toHaveCount(0);

  await viewAs(page, 'Boat restoration crew');
  await openVolunteering(page);
  await expect(subBar(page, 'Community').getByRole('link', { name: 'Volunteering', exact: true })).toBeVisible();
  await expect(fixersCornerLink(page)).toHaveCount(0);
  // Its address answers as for a page that does not exist.
  await page.goto('/app/community/fixers-corner');
  await expect(notFoundPanel(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: "For the repair café's fixers", exact: true })).toHaveCount(0);
  await resetButton(page).click();
  await expect(viewAsBar(page)).toHaveCount(0);
});
