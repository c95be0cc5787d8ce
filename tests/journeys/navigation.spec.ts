// Every module and every page a member can see: click the tab, click each sub-bar link, read the
// title and see the blocks. (accessibility.spec.ts checks every page with axe.)
import { expect, test, type Page as BrowserPage } from '@playwright/test';
import type { Page } from '@tessera/schemas';
import { accounts } from './support/accounts.ts';
import { apiLogin, defaultPage, getPage, getStructure, navModules, navPages, shownOnDesktop, topLevelBlocks } from './support/api.ts';
import { en, text } from './support/i18n.ts';
import { blockById, moduleTab, pageScreen, pageTitle, subBar } from './support/shell.ts';
import { signIn } from './support/sign-in.ts';

const fallbackTexts = ['blocks.removed', 'blocks.loadFailed', 'errors.somethingWentWrong'].map((key) => text(en, key));

async function expectPageShown(page: BrowserPage, moduleSlug: string, shown: Page): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/app/${moduleSlug}/${shown.slug}(/|\\?|$)`));
  await expect(pageTitle(page)).toHaveText(shown.name);
  await expect(pageScreen(page, moduleSlug, shown.slug)).toBeVisible();
  for (const block of topLevelBlocks(shown).filter(shownOnDesktop)) {
    await expect(blockById(page, block.id), `block ${block.key} (${block.type})`).toBeVisible();
  }
  for (const fallback of fallbackTexts) {
    await expect(page.getByText(fallback)).toHaveCount(0);
  }
}

test('every module tab and every page link shows its page and blocks', async ({ page, request }) => {
  const jwt = await apiLogin(request, accounts.ada);
  const modules = navModules(await getStructure(request, jwt));
  const pageCount = modules.reduce((n, m) => n + navPages(m).length, 0);
  test.setTimeout(30_000 + pageCount * 8_000);

  await signIn(page, accounts.ada);

  for (const module of modules) {
    await test.step(`module ${module.name}`, async () => {
      await moduleTab(page, module.name).click();
      const landing = await getPage(request, jwt, defaultPage(module).id);
      await expectPageShown(page, module.slug, landing);

      const pages = module.hideSubNav ? [] : navPages(module);
      if (!module.hideSubNav) await expect(subBar(page, module.name)).toBeVisible();
      else await expect(subBar(page, module.name)).toHaveCount(0);
      for (const summary of pages) {
        await test.step(`page ${summary.name}`, async () => {
          await subBar(page, module.name).getByRole('link', { name: summary.name, exact: true }).click();
          await expectPageShown(page, module.slug, await getPage(request, jwt, summary.id));
        });
      }
    });
  }
});
