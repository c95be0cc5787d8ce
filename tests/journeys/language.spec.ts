// The member's language. Switching it on the settings screen: the shell's texts follow (as the
// translators wrote them in schemas/i18n), <html lang> follows, and the choice is kept. The
// site's own content follows too (as sites/demo translates it): module names, page titles,
// footer links and the home module's texts, with an untranslated text marked in English.
// Every test here changes Grace's language, so they share one file and run one after another.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { accounts } from './support/accounts.ts';
import { apiLogin, upsertProfileMeta } from './support/api.ts';
import { productTexts, text, type Texts } from './support/i18n.ts';
import { chooseLanguage } from './support/settings.ts';
import { blockText, firstHeading, footerLabels, siteNavigation, type SiteText } from './support/site-content.ts';
import { burger, drawer, moduleTab, moduleTabs, notice, pageTitle, subBar } from './support/shell.ts';
import { signIn } from './support/sign-in.ts';

async function expectShellIn(page: Page, lang: string, texts: Texts): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(moduleTabs(page, texts)).toBeVisible();
  await expect(pageTitle(page)).toHaveText(text(texts, 'settings.title'));
}

// Grace's own language is French; the journey changes it and puts it back.
test.afterEach(async ({ request }) => {
  await upsertProfileMeta(request, await apiLogin(request, accounts.grace), 'language', 'fr');
});

test('switching to Japanese then French changes the shell and survives a reload', async ({ page }) => {
  const ja = productTexts('ja');
  const fr = productTexts('fr');
  await signIn(page, accounts.grace);
  await page.goto('/app/settings');
  await expectShellIn(page, 'fr', fr);

  await chooseLanguage(page, '日本語', fr);
  await expectShellIn(page, 'ja', ja);
  // The confirmation speaks the language just chosen.
  await expect(notice(page, text(ja, 'settings.saved'))).toBeVisible();
  await page.reload();
  await expectShellIn(page, 'ja', ja);

  await chooseLanguage(page, 'Français', ja);
  await expectShellIn(page, 'fr', fr);
  await expect(notice(page, text(fr, 'settings.saved'))).toBeVisible();
  await page.reload();
  await expectShellIn(page, 'fr', fr);
});

/** The language a screen reader speaks `element` in: that of the nearest element with a lang. */
function languageOf(element: Locator): Promise<string | null> {
  return element.evaluate((node) => node.closest('[lang]')?.getAttribute('lang') ?? null);
}

/** Checks that a text shows and is spoken in its own language: `pageLanguage`, or English when untranslated. */
async function expectSpokenRight(element: Locator, text: SiteText, pageLanguage: string): Promise<void> {
  await expect(element).toBeVisible();
  expect(await languageOf(element), text.text).toBe(text.translated ? pageLanguage : 'en');
}

/** The home module's texts on its welcome page, in `language`. */
async function expectHomeIn(page: Page, language: string): Promise<void> {
  const home = siteNavigation(language)[0]!;
  const welcome = home.pages[0]!;
  await expect(pageTitle(page)).toHaveText(welcome.name.text);
  await expectSpokenRight(pageTitle(page), welcome.name, language);
  for (const key of ['title', 'use-heading', 'learn-heading']) {
    const heading = blockText('home', 'welcome', key, 'text', language);
    await expectSpokenRight(page.getByRole('heading', { name: heading.text, exact: true }), heading, language);
  }
  const figure = blockText('home', 'welcome', 'hero', 'caption', language);
  await expectSpokenRight(page.getByText(figure.text, { exact: true }), figure, language);
  const numbers = blockText('home', 'welcome', 'numbers', 'html', language);
  await expectSpokenRight(page.getByRole('heading', { name: firstHeading(numbers.text), exact: true }), numbers, language);
}

for (const width of [1280, 375]) {
  test.describe(`site content in the member's language at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 900 } });
    const mobile = width === 375;

    /** Checks the navigation: module tabs (or the drawer's modules on a phone) and the home sub-bar. */
    async function expectNavigationIn(page: Page, language: string, texts: Texts): Promise<void> {
      const modules = siteNavigation(language);
      const home = modules[0]!;
      expect(modules.filter((module) => module.name.translated), 'the demo translates every module name').toHaveLength(modules.length);
      const homeBar = subBar(page, home.name.text, texts);
      for (const summary of home.pages) await expectSpokenRight(homeBar.getByRole('link', { name: summary.name.text, exact: true }), summary.name, language);
      if (mobile) {
        await burger(page, texts).click();
        for (const module of modules) {
          const item = drawer(page, texts).locator(`[data-module-slug="${module.slug}"]`);
          await expect(item).toHaveText(module.name.text);
          expect(await languageOf(item.getByText(module.name.text, { exact: true }))).toBe(language);
        }
        const siteLinks = drawer(page, texts).getByRole('navigation', { name: text(texts, 'shell.footer.links'), exact: true });
        for (const label of footerLabels(language)) await expectSpokenRight(siteLinks.getByRole('link', { name: label.text, exact: true }), label, language);
        await page.keyboard.press('Escape');
        await expect(drawer(page, texts)).toBeHidden();
      } else {
        for (const module of modules) await expectSpokenRight(moduleTab(page, module.name.text, texts), module.name, language);
        for (const label of footerLabels(language)) {
          await expectSpokenRight(page.getByRole('contentinfo').getByRole('link', { name: label.text, exact: true }), label, language);
        }
      }
    }

    test('Grace reads the site in French with an English fallback, then switches to Welsh', async ({ page }) => {
      const fr = productTexts('fr');
      const cy = productTexts('cy');
      // The demo leaves one text of the home module untranslated in French, and none in Welsh.
      expect(blockText('home', 'welcome', 'numbers', 'html', 'fr').translated).toBe(false);
      expect(blockText('home', 'welcome', 'numbers', 'html', 'cy').translated).toBe(true);

      await signIn(page, accounts.grace);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expectHomeIn(page, 'fr');
      await expectNavigationIn(page, 'fr', fr);

      await page.goto('/app/settings');
      await chooseLanguage(page, 'Cymraeg', fr);
      await expect(page.locator('html')).toHaveAttribute('lang', 'cy');
      // The confirmation speaks the language just chosen.
      await expect(notice(page, text(cy, 'settings.saved'))).toBeVisible();
      const home = siteNavigation('cy')[0]!;
      if (mobile) {
        await burger(page, cy).click();
        await drawer(page, cy).locator(`[data-module-slug="${home.slug}"]`).click();
        await drawer(page, cy).getByRole('link', { name: home.pages[0]!.name.text, exact: true }).click();
      } else {
        await moduleTab(page, home.name.text, cy).click();
      }
      await expectHomeIn(page, 'cy');
      await expectNavigationIn(page, 'cy', cy);
    });
  });
}
