import type { AppSettings, FooterLink } from '@tessera/schemas';

type FooterSettings = NonNullable<AppSettings['footer']>;

/** The footer's optional links in the order they show (spec §1, §3 footer options). */
const FOOTER_LINK_KEYS = [
  'privacyPolicy',
  'termsAndConditions',
  'cookiePolicy',
  'helpPage',
  'accessibilityPolicy',
  'footerLink6',
  'footerLink7',
] as const satisfies readonly (keyof FooterSettings)[];

/** The configured footer links, leaving out any without both a label and an address. */
export function footerLinks(footer: AppSettings['footer']): FooterLink[] {
  return FOOTER_LINK_KEYS.flatMap((key) => {
    const link = footer?.[key];
    return link && link.label.trim() !== '' && link.url.trim() !== '' ? [link] : [];
  });
}
