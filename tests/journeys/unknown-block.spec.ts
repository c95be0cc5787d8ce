// A block whose type the registry no longer knows shows "This component has been removed." in
// its place; the blocks around it still render.
import { expect, test } from '@playwright/test';
import { accounts } from './support/accounts.ts';
import { apiLogin, findPages, topLevelBlocks } from './support/api.ts';
import { en, text } from './support/i18n.ts';
import { blockById, pageTitle } from './support/shell.ts';
import { signIn } from './support/sign-in.ts';

test('a retired block type is replaced by a notice, its neighbours render', async ({ page, request }) => {
  const jwt = await apiLogin(request, accounts.ada);
  const [found] = await findPages(request, jwt, (p) => p.slug === 'lab');
  if (!found) throw new Error('The demo site has no page "lab"');
  const { module, page: lab } = found;
  const retired = lab.blocks.find((b) => b.type === 'retired-widget');
  if (!retired) throw new Error('The "lab" page has no block of type "retired-widget"');
  const neighbours = topLevelBlocks(lab).filter((b) => b.id !== retired.id);
  expect(neighbours.length, 'blocks around the retired one').toBeGreaterThan(0);

  await signIn(page, accounts.ada);
  await page.goto(`/app/${module.slug}/${lab.slug}`);

  await expect(pageTitle(page)).toHaveText(lab.name);
  await expect(blockById(page, retired.id)).toContainText(text(en, 'blocks.removed'));
  for (const block of neighbours) {
    await expect(blockById(page, block.id), `block ${block.key} (${block.type})`).toBeVisible();
    await expect(blockById(page, block.id)).not.toContainText(text(en, 'blocks.removed'));
  }
  await expect(page.getByText(text(en, 'blocks.removed'))).toHaveCount(1);
});
