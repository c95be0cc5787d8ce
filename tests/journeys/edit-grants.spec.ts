// Edit controls follow the grants the server checks (issue 10): editor@demo.test, whose grants
// cover the Learn module only, turns edit mode on and gets block controls (add a block, settings,
// delete) on a Learn page and none on Home; ada@demo.test, a member, cannot turn edit mode on and
// sees no edit control at all.
import { expect, test, type Page } from '@playwright/test';
import { accounts } from './support/accounts.ts';
import { moduleTab, pageTitle } from './support/shell.ts';
import { signIn } from './support/sign-in.ts';

const LIVE = { timeout: 15_000 };

/** Every block's edit toolbar on screen, and the controls in it and around the page. */
const controls = (page: Page) => {
  const bars = page.locator('.edit-frame__bar');
  return {
    bars,
    settings: bars.getByRole('button', { name: /^Settings of this/ }),
    deletes: bars.getByRole('button', { name: /^Delete this/ }),
    addBlock: page.locator('[data-add-block]'),
  };
};

test('an editor gets block controls on Learn, where its grants lie, and none on Home', async ({ page }) => {
  await signIn(page, accounts.editor);
  await moduleTab(page, 'Learn').click();
  await expect(pageTitle(page)).toBeVisible();
  await page.keyboard.press('Alt+Shift+KeyE');

  const learn = controls(page);
  await expect(page.locator('[data-edit-page-tools]').getByRole('button', { name: 'Add a block' })).toBeVisible(LIVE);
  await expect(learn.settings.first()).toBeVisible();
  await expect(learn.deletes.first()).toBeVisible();
  // As many settings and delete buttons as blocks: every block in Learn may be changed.
  const blocks = await learn.bars.count();
  expect(blocks).toBeGreaterThan(0);
  await expect(learn.settings).toHaveCount(blocks);
  await expect(learn.deletes).toHaveCount(blocks);

  await moduleTab(page, 'Home').click();
  await expect(page).toHaveURL(/\/home(\/|$)/);
  const home = controls(page);
  // Still in edit mode (the frames show each block's type), with nothing the server would refuse.
  await expect(home.bars.first()).toBeVisible(LIVE);
  await expect(home.settings).toHaveCount(0);
  await expect(home.deletes).toHaveCount(0);
  await expect(home.addBlock).toHaveCount(0);
  await expect(page.locator('[data-edit-page-tools]').getByRole('button')).toHaveCount(0);
});

test('a member cannot turn edit mode on and sees no edit control', async ({ page }) => {
  await signIn(page, accounts.ada);
  await expect(pageTitle(page)).toBeVisible();
  await page.keyboard.press('Alt+Shift+KeyE');
  // The shortcut is debounced by 1 s; give it time to act if it were going to.
  await page.waitForTimeout(1_500);
  await expect(page.locator('[data-edit-frame]')).toHaveCount(0);
  await expect(page.locator('[data-edit-page-tools]')).toHaveCount(0);
  await expect(page.locator('[data-add-block]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Settings of this|Delete this|Capture )/ })).toHaveCount(0);
});
