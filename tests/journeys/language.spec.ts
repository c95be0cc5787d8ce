// Switching the interface language on the settings screen: the shell's texts follow (as the
// translators wrote them in schemas/i18n), <html lang> follows, and the choice is kept.
import { expect, test, type Page } from '@playwright/test';
import { accounts } from './support/accounts.ts';
import { apiLogin, upsertProfileMeta } from './support/api.ts';
import { shellTexts, text, type Texts } from './support/i18n.ts';
import { chooseLanguage } from './support/settings.ts';
import { moduleTabs, notice, pageTitle } from './support/shell.ts';
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
  const ja = shellTexts('ja');
  const fr = shellTexts('fr');
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
