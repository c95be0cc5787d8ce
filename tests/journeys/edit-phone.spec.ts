// Building the site's header on a phone (issue 10), 375 px with a touch screen: the admin turns
// edit mode on from the drawer (a phone has no keyboard for alt+shift+e), and in the drawer, which
// stands in for the module bar there, adds two modules and a page in each, reorders the modules
// and a module's pages with a finger, drags a page onto another module and confirms, and opens a
// module's settings; axe finds nothing serious in the drawer in edit mode. Then, on a laptop-sized
// window where the new modules no longer fit the bar, the "More" menu holds them: each is
// reachable from it, and reordered in edit mode it follows. The new modules are deleted at the
// end, so the other edit journeys meet the header they know.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { accounts } from './support/accounts.ts';
import { apiLogin, getStructure } from './support/api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { moveBackByKeyboard } from './support/drag.ts';
import { burger, drawer, moduleTabs, pageTitle } from './support/shell.ts';
import { signIn } from './support/sign-in.ts';
import { touchDrag } from './support/touch.ts';

// Short names, so that at 1280 px the header still holds every module the other edit journeys add.
const CAFE = { name: 'Café', slug: 'cafe', page: 'Fix-it Fridays' };
const TOOLS = { name: 'Tools', slug: 'tools', page: 'Lending rules' };

test.describe.configure({ mode: 'serial' });

test.afterAll(async ({ request }) => {
  // Teardown, not part of the journey: the modules go the way the API deletes them.
  const jwt = await apiLogin(request, accounts.admin);
  const { modules } = await getStructure(request, jwt);
  for (const module of modules.filter((candidate) => candidate.slug === CAFE.slug || candidate.slug === TOOLS.slug)) {
    const reply = await request.delete(`/api/v1/structure/module/${module.id}`, { headers: { authorization: `Bearer ${jwt}` } });
    expect(reply.status(), `DELETE /api/v1/structure/module/${module.id}`).toBe(200);
  }
});

async function openDrawer(page: Page): Promise<Locator> {
  await burger(page).click();
  const menu = drawer(page);
  await expect(menu).toBeVisible();
  return menu;
}

/** "Add module" or "Add page" in the drawer, then the dialog's name; the new item opens, which closes the drawer. */
async function addFromDrawer(page: Page, button: string, dialogName: string, name: string): Promise<void> {
  const menu = await openDrawer(page);
  await menu.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(pageTitle(page)).toHaveText(name);
  await expect(menu).toBeHidden();
}

/** Unfolds a module's pages in the drawer (the open page's module starts unfolded). */
async function unfold(menu: Locator, moduleName: string): Promise<void> {
  const module = menu.getByRole('button', { name: moduleName, exact: true });
  if ((await module.getAttribute('aria-expanded')) !== 'true') await module.click();
  await expect(module).toHaveAttribute('aria-expanded', 'true');
}

/** The module names in the drawer, in order (a link or a fold-out button each: contract data-module-slug). */
const drawerModules = (menu: Locator) => menu.locator('[data-module-slug]').allTextContents();

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('an admin builds the header from the drawer with a finger', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, accounts.admin);

    // Edit mode from the drawer's switch.
    let menu = await openDrawer(page);
    const editMode = menu.getByRole('switch', { name: 'Edit mode' });
    await expect(editMode).not.toBeChecked();
    await editMode.click();
    await expect(editMode).toBeChecked();
    await expect(menu.getByText('Drag the dotted grips to reorder. Drop a page on another module to move it there.')).toBeVisible({ timeout: 10_000 });
    await expectNoSeriousA11yViolations(page, 'the drawer in edit mode');
    await menu.getByRole('button', { name: 'Close menu' }).click();

    // Two modules, a page in each.
    await addFromDrawer(page, 'Add module', 'New module', CAFE.name);
    await expect(page).toHaveURL(new RegExp(`/app/${CAFE.slug}$`));
    await addFromDrawer(page, 'Add page', `New page in ${CAFE.name}`, CAFE.page);
    await addFromDrawer(page, 'Add module', 'New module', TOOLS.name);
    await addFromDrawer(page, 'Add page', `New page in ${TOOLS.name}`, TOOLS.page);

    // Modules reordered with a finger: Tools before Café.
    menu = await openDrawer(page);
    const order = async () => {
      const names = await drawerModules(menu);
      return [names.indexOf(TOOLS.name), names.indexOf(CAFE.name)];
    };
    const [tools, cafe] = await order();
    expect(tools).toBe(cafe! + 1);
    await touchDrag(page, menu.getByRole('button', { name: `Move module ${TOOLS.name}` }), menu.getByRole('button', { name: `Move module ${CAFE.name}` }));
    await expect.poll(order).toEqual([cafe, tools]);

    // A page dragged onto another module moves there after a confirmation.
    await unfold(menu, CAFE.name);
    await touchDrag(page, menu.getByRole('button', { name: `Move page ${CAFE.page}` }), menu.locator(`button[data-module-slug="${TOOLS.slug}"]`));
    const confirm = page.getByRole('alertdialog', { name: 'Move this page?' });
    await expect(confirm).toContainText(`The page “${CAFE.page}” will move from ${CAFE.name} to ${TOOLS.name}.`);
    await confirm.getByRole('button', { name: 'Move page' }).click();
    const toolsPages = menu.locator('li', { has: page.locator(`button[data-module-slug="${TOOLS.slug}"]`) }).getByRole('link');
    await expect(toolsPages).toHaveText([TOOLS.page, CAFE.page]);

    // The module's pages reordered with a finger.
    await touchDrag(page, menu.getByRole('button', { name: `Move page ${CAFE.page}` }), menu.getByRole('button', { name: `Move page ${TOOLS.page}` }));
    await expect(toolsPages).toHaveText([CAFE.page, TOOLS.page]);

    // A module's cog closes the drawer and opens its settings.
    await menu.getByRole('button', { name: `Edit module ${CAFE.name}` }).click();
    await expect(menu).toBeHidden();
    const settings = page.getByRole('dialog', { name: `Module settings: ${CAFE.name}` });
    await expect(settings.getByLabel('Name')).toHaveValue(CAFE.name);
    await settings.getByRole('button', { name: 'Close' }).click();

    // Saved on the server: after a reload (which ends edit mode), the drawer shows the same order.
    await page.reload();
    menu = await openDrawer(page);
    await expect.poll(order).toEqual([cafe, tools]);
    await unfold(menu, TOOLS.name);
    await expect(toolsPages).toHaveText([CAFE.page, TOOLS.page]);
  });
});

test.describe('on a laptop window too narrow for every module', () => {
  test.use({ viewport: { width: 900, height: 800 } });

  test('"More" holds the modules that do not fit; each is reachable, and reordered in edit mode it follows', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, accounts.admin);
    const more = moduleTabs(page).getByRole('button', { name: 'More' });
    const moreItems = async () => {
      await more.click();
      // The menu's code loads on first use: read its entries once they are there.
      await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeVisible();
      const names = await page.getByRole('menu').getByRole('menuitem').allTextContents();
      await page.keyboard.press('Escape');
      return [names.indexOf(TOOLS.name), names.indexOf(CAFE.name)].map((index) => index >= 0 && index);
    };

    // Both new modules are in "More", Tools first (as ordered on the phone).
    const [tools, cafe] = await moreItems();
    expect(tools, `${TOOLS.name} in More`).not.toBe(false);
    expect(cafe, `${CAFE.name} in More`).toBe((tools as number) + 1);

    // Reachable: chosen from "More", the module opens on its first page (Café gave its page away).
    await more.click();
    await page.getByRole('menu').getByRole('menuitem', { name: TOOLS.name }).click();
    await expect(page).toHaveURL(new RegExp(`/app/${TOOLS.slug}/`));
    await expect(pageTitle(page)).toHaveText(CAFE.page);
    await expect(more).toHaveAttribute('data-holds-current', 'true');

    // In edit mode the bar scrolls instead of folding, so every module has its grip: Café goes back before Tools.
    await page.keyboard.press('Alt+Shift+E');
    const grip = page.getByRole('button', { name: `Move module ${CAFE.name}` });
    await expect(grip).toBeAttached({ timeout: 10_000 });
    await moveBackByKeyboard(page, grip, TOOLS.name);
    await page.waitForTimeout(1100); // the shortcut ignores presses within a second
    await page.keyboard.press('Alt+Shift+E');
    await expect(grip).toHaveCount(0);
    await expect.poll(moreItems).toEqual([cafe, tools]);
  });
});
