// The site's own texts among its settings, in one language.
import type { AppSettings } from '../generated/model.ts';
import { localiseTexts, type ReplyLanguages } from './localise-texts.ts';

type FooterLinkName = Exclude<keyof NonNullable<AppSettings['footer']>, 'footerLogoId'>;

/** The footer's links, in the order the footer shows them. */
export const FOOTER_LINK_NAMES: readonly FooterLinkName[] = [
  'privacyPolicy', 'termsAndConditions', 'cookiePolicy', 'helpPage', 'accessibilityPolicy', 'footerLink6', 'footerLink7',
];

const SETTINGS_TEXTS = ['name', 'description', ...FOOTER_LINK_NAMES.map((link) => `footer.${link}.label`)];

/** The site's name, description and footer link labels in `language` (the default stands in per text). */
export function localiseSettings(settings: AppSettings, language: ReplyLanguages['language']): AppSettings {
  return localiseTexts(settings, SETTINGS_TEXTS, { language, defaultLanguage: settings.languages.default });
}
