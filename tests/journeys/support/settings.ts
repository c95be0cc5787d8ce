// The settings screen's choices, made the way a person makes them.
import { expect, type Page } from '@playwright/test';
import { en, text, type Texts } from './i18n.ts';

/** Picks an interface language by its own name (日本語, Français); `texts` is the language shown now. */
export async function chooseLanguage(page: Page, nativeName: string, texts: Texts = en): Promise<void> {
  await page.getByRole('combobox', { name: text(texts, 'settings.language'), exact: true }).click();
  await page.getByRole('option', { name: nativeName, exact: true }).click();
}

export async function chooseTheme(page: Page, mode: 'light' | 'dark' | 'auto', texts: Texts = en): Promise<void> {
  const choice = page.getByRole('radio', { name: text(texts, `settings.theme.${mode}`), exact: true });
  await choice.click();
  await expect(choice).toBeChecked();
}
