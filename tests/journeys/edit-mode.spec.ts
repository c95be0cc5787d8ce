// Admin edit mode, end to end: as admin@demo.test, edit mode by keyboard; a columns block with
// two columns on a page, a tabs block with text in one column and text in the other; the text made
// visible only to members whose profile city is Saint-Malo with the visual rule editor; the tabs
// block deleted everywhere and brought back from the revert notice; the browser's forward button
// kept from leaving the page while the settings panel is open. Two members watch the same
// page in their own browsers without reloading: ada@demo.test (Aberwen) sees each change but never
// the Saint-Malo text, grace@demo.test (Saint-Malo) sees it.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { accounts } from './support/accounts.ts';
import { signIn } from './support/sign-in.ts';

const LIVE = { timeout: 15_000 };
const TAB_TEXT = 'Bench rota for the spring term';
const CITY_TEXT = 'Bienvenue aux membres de Saint-Malo';

/** A signed-in member's page, marked so that a reload would show (the mark would be gone). */
async function watcher(browser: Browser, email: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => { (window as unknown as { watching: boolean }).watching = true; });
  return page;
}

const notReloaded = (page: Page) => page.evaluate(() => (window as unknown as { watching?: boolean }).watching === true);

/** Ids of the blocks on screen. */
const blockIds = (page: Page) => page.locator('[data-block-id]').evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-block-id'))));

/** Runs `act` and answers the id of the one block of `type` it added. */
async function added(page: Page, type: string, act: () => Promise<void>): Promise<number> {
  const before = new Set(await blockIds(page));
  await act();
  const newIds = async () => (await page.locator(`[data-block-type="${type}"]`).evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-block-id'))))).filter((id) => !before.has(id));
  await expect.poll(async () => (await newIds()).length, LIVE).toBe(1);
  const [id] = await newIds();
  return id!;
}

/** The toolbar of block `id` itself (not of the blocks nested in it). */
const toolbar = (page: Page, id: number): Locator => page.locator(`[data-block-id="${id}"] > .edit-frame > .edit-frame__bar`);

async function pick(page: Page, choice: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Add a block' });
  await dialog.locator(`[data-block-choice="${choice}"]`).click();
  await expect(dialog).toBeHidden();
}

async function setText(page: Page, blockId: number, html: string): Promise<void> {
  await toolbar(page, blockId).getByRole('button', { name: /^Settings of this/ }).click();
  const panel = page.getByRole('dialog', { name: /^Block settings/ });
  await panel.getByLabel('Content (HTML)').fill(html);
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator(`[data-block-id="${blockId}"]`).getByText(html.replace(/<[^>]+>/g, ''))).toBeVisible(LIVE);
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
}

test('an admin builds a page in edit mode and members see it live, the rule-restricted text only in Saint-Malo', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, accounts.admin);
  const path = new URL(page.url()).pathname;
  const ada = await watcher(browser, accounts.ada, path);
  const grace = await watcher(browser, accounts.grace, path);

  // Edit mode by keyboard.
  await page.keyboard.press('Alt+Shift+KeyE');
  const addToPage = page.locator('[data-edit-page-tools]').getByRole('button', { name: 'Add a block' });
  await expect(addToPage).toBeVisible(LIVE);

  // A columns block with two columns.
  const columnsId = await added(page, 'columns', async () => {
    await addToPage.click();
    await pick(page, 'columns-6-6');
  });
  const columns = page.locator(`[data-block-id="${columnsId}"]`);
  await expect(columns.getByRole('button', { name: 'Add to column 2' })).toBeVisible();

  // A tabs block in the first column, starting with a text tab, which gets its text.
  const tabsId = await added(page, 'tabs', async () => {
    await columns.getByRole('button', { name: 'Add to column 1' }).click();
    await pick(page, 'tabs');
  });
  const tabText = page.locator(`[data-block-id="${tabsId}"] [data-block-type="richText"]`).first();
  const tabTextId = Number(await tabText.getAttribute('data-block-id'));
  await setText(page, tabTextId, `<p>${TAB_TEXT}</p>`);

  // Text in the second column.
  const cityTextId = await added(page, 'richText', async () => {
    await columns.getByRole('button', { name: 'Add to column 2' }).click();
    await pick(page, 'richText');
  });
  await setText(page, cityTextId, `<p>${CITY_TEXT}</p>`);

  for (const member of [ada, grace]) {
    await expect(member.locator(`[data-block-id="${columnsId}"]`).getByText(TAB_TEXT)).toBeVisible(LIVE);
    await expect(member.getByText(CITY_TEXT)).toBeVisible(LIVE);
  }

  // An in-app step away and back, so the browser's forward button has somewhere to go.
  await page.getByRole('link', { name: 'Learn', exact: true }).first().click();
  await expect(page).not.toHaveURL(new RegExp(`${path}$`));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${path}$`));

  // Visible only to members whose profile city is Saint-Malo, set with the visual rule editor.
  await toolbar(page, cityTextId).getByRole('button', { name: /^Settings of this/ }).click();
  const panel = page.getByRole('dialog', { name: /^Block settings/ });
  // While the panel is open, the browser's forward (or back) button does not leave the page.
  await page.evaluate(() => window.history.forward());
  await expect(page.getByText('You must close the admin panel before navigating away.').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(panel).toBeVisible();
  await panel.getByRole('tab', { name: 'Visibility' }).click();
  await panel.getByRole('radio', { name: 'By rules' }).check();
  await panel.getByRole('button', { name: 'Add a rule' }).click();
  const rule = panel.getByRole('group', { name: 'Rule 1' });
  await expect(rule.getByLabel('Read from')).toHaveValue('profileField');
  await rule.getByLabel('Field').fill('city');
  await rule.getByLabel('Comparison').selectOption('equals');
  await rule.getByLabel('Value').fill('Saint-Malo');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true }).first()).toBeVisible(LIVE);
  await panel.getByRole('button', { name: 'Close' }).click();

  await expect(ada.getByText(CITY_TEXT)).toBeHidden(LIVE);
  await expect(grace.getByText(CITY_TEXT)).toBeVisible();
  // The admin still sees it in edit mode.
  await expect(page.getByText(CITY_TEXT)).toBeVisible();

  // Delete the tabs block everywhere, then bring it back from the revert notice.
  await toolbar(page, tabsId).getByRole('button', { name: /^Delete this/ }).click();
  await page.getByRole('button', { name: 'Delete everywhere' }).click();
  await expect(page.locator(`[data-block-id="${tabsId}"]`)).toHaveCount(0, LIVE);
  await expect(ada.getByText(TAB_TEXT)).toBeHidden(LIVE);

  await page.getByRole('button', { name: 'Revert' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Bring the block back?' });
  await confirm.getByRole('button', { name: 'Bring it back' }).click();
  await expect(page.locator(`[data-block-id="${tabsId}"]`).getByText(TAB_TEXT)).toBeVisible(LIVE);
  await expect(ada.locator(`[data-block-id="${tabsId}"]`).getByText(TAB_TEXT)).toBeVisible(LIVE);
  await expect(grace.locator(`[data-block-id="${tabsId}"]`).getByText(TAB_TEXT)).toBeVisible(LIVE);

  // Nobody reloaded, and the members never saw an edit control.
  for (const member of [ada, grace]) {
    expect(await notReloaded(member)).toBe(true);
    await expect(member.locator('[data-edit-frame], [data-edit-page-tools]')).toHaveCount(0);
  }
});

test('a member cannot turn edit mode on', async ({ page }) => {
  await signIn(page, accounts.ada);
  await page.keyboard.press('Alt+Shift+KeyE');
  await page.waitForTimeout(1500);
  await expect(page.locator('[data-edit-frame], [data-edit-page-tools]')).toHaveCount(0);
});
