// A page's related modal (the demo's members' area and noticeboard): one that requires agreeing
// opens on the first visit, keeps its agree button disabled until the stepper inside is done,
// records the agreement and stays shut after a reload; a show-once modal closed without agreeing
// stays shut; in edit mode no modal opens by itself. Priya (editor@demo.test) is the member here:
// the accessibility bar visits every page as Ada, and the language journey changes Grace.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Block, ModalBlockState, User } from '@tessera/schemas';
import { accounts } from './support/accounts.ts';
import { apiLogin, findPages, upsertProfileMeta } from './support/api.ts';
import { en, text } from './support/i18n.ts';
import { pageScreen } from './support/shell.ts';
import { signIn } from './support/sign-in.ts';

interface RelatedModal {
  path: string;
  modal: Block;
  stepTitles: string[];
}

/** The demo page with this slug, its related modal and the titles of the stepper's steps inside it. */
async function relatedModal(request: APIRequestContext, jwt: string, pageSlug: string): Promise<RelatedModal> {
  const [found] = await findPages(request, jwt, (page) => page.slug === pageSlug);
  if (!found) throw new Error(`The demo site has no page ${pageSlug}`);
  const blocks = new Map(found.page.blocks.map((block) => [block.id, block]));
  const modal = blocks.get(found.page.relatedBlocks?.modal ?? -1);
  if (!modal) throw new Error(`The page ${pageSlug} has no related modal`);
  const stepper = modal.children?.map((id) => blocks.get(id)).find((block) => block?.type === 'stepper');
  const stepTitles = stepper?.children?.map((id) => blocks.get(id)?.title ?? '') ?? [];
  return { path: `/app/${found.module.slug}/${found.page.slug}`, modal, stepTitles };
}

/** The member's saved state of a modal (profile meta block.{blockId}). */
async function savedState(request: APIRequestContext, jwt: string, blockId: number): Promise<ModalBlockState | undefined> {
  const reply = await request.get('/api/v1/user', { headers: { authorization: `Bearer ${jwt}` } });
  expect(reply.status()).toBe(200);
  const user = (await reply.json()) as User;
  return user.profile.data.meta.block?.[String(blockId)];
}

/** The page's title, found by element: an open dialog hides the page from the accessibility tree. */
function titleOf(page: Page, path: string) {
  const [, moduleSlug = '', pageSlug = ''] = path.split('/').filter(Boolean);
  return pageScreen(page, moduleSlug, pageSlug).locator('h1');
}

/** Opens a page with a reload, as a member arriving from elsewhere; start-up may take a while. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(titleOf(page, path)).toBeVisible({ timeout: 20_000 });
}

/** Waits until the page's blocks, the modal block included, are loaded and have had their say. */
async function settled(page: Page, path: string): Promise<void> {
  await expect(titleOf(page, path)).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-block-type="modal"]')).toBeAttached();
  await expect(page.locator('[aria-busy="true"], .block-placeholder, #full-loader')).toHaveCount(0);
}

test('a modal that requires agreeing waits for the steps, records the agreement and stays shut', async ({ page, request }) => {
  const jwt = await apiLogin(request, accounts.editor);
  const { path, modal, stepTitles } = await relatedModal(request, jwt, 'members-area');
  const options = modal.options as { agreeLabel: string };
  await upsertProfileMeta(request, jwt, `block.${modal.id}`, null);
  expect(stepTitles.length).toBeGreaterThan(1);

  await signIn(page, accounts.editor);
  await visit(page, path);
  const dialog = page.getByRole('dialog', { name: modal.title });
  await expect(dialog).toBeVisible();
  await expect.poll(async () => (await savedState(request, jwt, modal.id))?.shown).toBe(true);

  const agree = dialog.getByRole('button', { name: options.agreeLabel, exact: true });
  const total = String(stepTitles.length);
  await expect(agree).toBeDisabled();
  await expect(dialog.getByText(text(en, 'blocks.modal.stepsRemaining', { n: total, total }))).toBeVisible();

  // Every step but the last: the button stays disabled while one required step remains.
  for (const [index] of stepTitles.slice(0, -1).entries()) {
    await expect(dialog.getByText(text(en, 'blocks.stepper.position', { current: String(index + 1), total }))).toBeVisible();
    await dialog.getByRole('button', { name: text(en, 'blocks.stepper.next'), exact: true }).click();
  }
  await expect(dialog.getByText(text(en, 'blocks.modal.stepsRemaining', { n: '1', total }))).toBeVisible();
  await expect(agree).toBeDisabled();

  await dialog.getByRole('button', { name: text(en, 'blocks.stepper.finish'), exact: true }).click();
  await expect(agree).toBeEnabled();
  await agree.click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await savedState(request, jwt, modal.id))?.agreed).toBe(true);

  await page.reload();
  await settled(page, path);
  await page.waitForTimeout(300);
  await expect(dialog).toBeHidden();
});

test('a show-once modal closed without agreeing does not open again', async ({ page, request }) => {
  const jwt = await apiLogin(request, accounts.editor);
  const { path, modal } = await relatedModal(request, jwt, 'noticeboard');
  await upsertProfileMeta(request, jwt, `block.${modal.id}`, null);

  await signIn(page, accounts.editor);
  await visit(page, path);
  const dialog = page.getByRole('dialog', { name: modal.title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: text(en, 'blocks.modal.dismiss'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => await savedState(request, jwt, modal.id)).toMatchObject({ shown: true, agreed: false });

  await page.reload();
  await settled(page, path);
  await page.waitForTimeout(300);
  await expect(dialog).toBeHidden();
});

test('in edit mode no modal opens by itself', async ({ page, request }) => {
  const jwt = await apiLogin(request, accounts.admin);
  const { path, modal } = await relatedModal(request, jwt, 'members-area');
  await upsertProfileMeta(request, jwt, `block.${modal.id}`, null);

  await signIn(page, accounts.admin);
  await page.keyboard.press('Alt+Shift+KeyE');
  await expect(page.locator('[data-edit-page-tools]')).toBeVisible();
  // Inside the app (no reload), as its own links go.
  await page.evaluate((url) => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settled(page, path);

  const open = page.getByRole('button', { name: text(en, 'blocks.modal.open', { title: modal.title ?? '' }), exact: true });
  await expect(open).toBeVisible();
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(await savedState(request, jwt, modal.id)).toBeUndefined();

  // Editors open it by hand to work on its content.
  await open.click();
  await expect(page.getByRole('dialog', { name: modal.title })).toBeVisible();
});
