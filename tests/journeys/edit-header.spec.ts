// An admin builds in the header in edit mode (issue 10): creates a module with two pages,
// reorders module tabs by drag, reorders pages by keyboard, drags a page to another module and
// confirms, captures a block and pastes a clone of it into another page; and reorders the tabs of
// a tabs block. A member in a second browser sees each change without reloading.
import { expect, test, type Page } from '@playwright/test';
import { accounts } from './support/accounts.ts';
import { apiLogin, findPages } from './support/api.ts';
import { blockById, moduleTab, moduleTabs, pageTitle, subBar } from './support/shell.ts';
import { drag, moveBackByKeyboard } from './support/drag.ts';
import { signIn } from './support/sign-in.ts';

/** How long a change may take to reach the member's browser live (socket event, then a refetch). */
const LIVE = { timeout: 15_000 };

const tabNames = (page: Page) => moduleTabs(page).getByRole('link').allTextContents();

async function addPage(admin: Page, moduleName: string, name: string): Promise<void> {
  await admin.getByRole('button', { name: 'Add page' }).click();
  const dialog = admin.getByRole('dialog', { name: `New page in ${moduleName}` });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(pageTitle(admin)).toHaveText(name);
}

test('an admin builds the header in edit mode and a member sees it live', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const ada = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signIn(admin, accounts.admin);
  await signIn(ada, accounts.ada);

  // Edit mode by keyboard.
  await admin.keyboard.press('Alt+Shift+E');
  const addModule = admin.getByRole('button', { name: 'Add module' });
  await expect(addModule).toBeVisible({ timeout: 10_000 });

  // A module with two pages.
  await addModule.click();
  const newModule = admin.getByRole('dialog', { name: 'New module' });
  await newModule.getByLabel('Name').fill('Night School');
  await expect(newModule.getByLabel('Address (slug)')).toHaveValue('night-school');
  await newModule.getByRole('button', { name: 'Create' }).click();
  await expect(admin).toHaveURL(/\/app\/night-school$/);
  await expect(pageTitle(admin)).toHaveText('Night School');
  await addPage(admin, 'Night School', 'Timetable');
  await addPage(admin, 'Night School', 'Tutors');
  await expect(subBar(admin, 'Night School').getByRole('link')).toHaveText(['Timetable', 'Tutors']);

  // The member sees the new module and its pages without reloading.
  await moduleTab(ada, 'Night School').click();
  await expect(pageTitle(ada)).toHaveText('Timetable', LIVE);
  await expect(subBar(ada, 'Night School').getByRole('link')).toHaveText(['Timetable', 'Tutors'], LIVE);

  // Module tabs reordered by drag: Night School goes first.
  await drag(admin, admin.getByRole('button', { name: 'Move module Night School' }), moduleTab(admin, 'Home'));
  await expect.poll(() => tabNames(admin)).toEqual(expect.arrayContaining(['Night School']));
  expect((await tabNames(admin))[0]).toBe('Night School');
  await expect.poll(async () => (await tabNames(ada))[0], LIVE).toBe('Night School');

  // Pages reordered with the keyboard: Tutors before Timetable.
  await moveBackByKeyboard(admin, admin.getByRole('button', { name: 'Move page Tutors' }), 'Timetable');
  await expect(subBar(admin, 'Night School').getByRole('link')).toHaveText(['Tutors', 'Timetable']);
  await expect(subBar(ada, 'Night School').getByRole('link')).toHaveText(['Tutors', 'Timetable'], LIVE);

  // A page dragged onto another module's tab moves after a confirmation naming page, source and target.
  await expect(pageTitle(admin)).toHaveText('Tutors');
  await drag(admin, admin.getByRole('button', { name: 'Move page Tutors' }), moduleTab(admin, 'Learn'));
  const confirm = admin.getByRole('alertdialog', { name: 'Move this page?' });
  await expect(confirm).toContainText('The page “Tutors” will move from Night School to Learn.');
  await confirm.getByRole('button', { name: 'Move page' }).click();
  // The moved page was open: the route is replaced with the first page left in the module.
  await expect(admin).toHaveURL(/\/app\/night-school\/timetable$/);
  await expect(subBar(admin, 'Night School').getByRole('link')).toHaveText(['Timetable']);
  await expect(subBar(ada, 'Night School').getByRole('link')).toHaveText(['Timetable'], LIVE);

  // A block captured on Home and pasted by clone into Timetable.
  await moduleTab(admin, 'Home').click();
  const heading = admin.locator('[data-block-type="heading"]').first();
  const headingText = (await heading.getByRole('heading').textContent())?.trim() ?? '';
  expect(headingText).not.toBe('');
  await heading.getByRole('button', { name: /^Capture / }).click();
  const captured = admin.getByRole('region', { name: 'Captured blocks' });
  await expect(captured).toContainText('1');
  await moduleTab(admin, 'Night School').click();
  await expect(pageTitle(admin)).toHaveText('Timetable');
  await captured.getByRole('button', { name: /^Paste .* here$/ }).click();
  const paste = admin.getByRole('dialog', { name: /^Paste / });
  await expect(paste.getByRole('radio', { name: /Clone/ })).toBeChecked();
  const where = paste.getByRole('combobox', { name: 'Where' });
  await expect(where).toHaveValue('0');
  await expect(where.locator('option:checked')).toHaveText('At the end of the page Timetable');
  await paste.getByRole('button', { name: 'Paste', exact: true }).click();
  await expect(admin.getByText('Block pasted', { exact: true })).toBeVisible();
  await expect(admin.locator('main').getByRole('heading', { name: headingText })).toBeVisible();
  await expect(ada.locator('main').getByRole('heading', { name: headingText })).toBeVisible(LIVE);
  // A clone: the original is still on Home.
  await moduleTab(ada, 'Home').click();
  await expect(ada.locator('main').getByRole('heading', { name: headingText })).toBeVisible(LIVE);
});

test('an admin reorders the tabs of a tabs block with the keyboard and a member sees the new order live', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const jwt = await apiLogin(request, accounts.admin);
  const [found] = await findPages(request, jwt, (p) => p.blocks.some((b) => b.type === 'tabs' && (b.children?.length ?? 0) > 1));
  if (!found) throw new Error('The demo site has no page with a tabs block of two or more tabs');
  const { module, page: tabsPage } = found;
  const tabsBlock = tabsPage.blocks.find((b) => b.type === 'tabs' && (b.children?.length ?? 0) > 1)!;
  const titles = tabsBlock.children!.map((id) => tabsPage.blocks.find((b) => b.id === id)!.title ?? '');
  const [first, second, ...rest] = titles;
  const address = `/app/${module.slug}/${tabsPage.slug}`;

  const admin = await (await browser.newContext()).newPage();
  const ada = await (await browser.newContext()).newPage();
  await signIn(admin, accounts.admin);
  await signIn(ada, accounts.ada);
  await admin.goto(address);
  await ada.goto(address);
  const tabNamesOf = (page: Page) => blockById(page, tabsBlock.id).getByRole('tab');
  await expect(tabNamesOf(ada)).toHaveText(titles, LIVE);
  await expect(tabNamesOf(admin)).toHaveText(titles);

  await admin.keyboard.press('Alt+Shift+E');
  const order = admin.getByRole('group', { name: /^Order of the tabs of / });
  await moveBackByKeyboard(admin, order.getByRole('button', { name: `Move tab ${second}` }), String(first));

  const reordered = [second, first, ...rest];
  await expect(order.getByRole('listitem')).toHaveText(reordered.map(String));
  await expect(tabNamesOf(ada)).toHaveText(reordered.map(String), LIVE);
});
