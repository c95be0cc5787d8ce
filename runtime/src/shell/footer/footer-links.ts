import { FOOTER_LINK_NAMES, textLang, type AppSettings, type FooterLink } from '@tessera/schemas';

/** A footer link, with the language of its label when that fell back to the default. */
export interface ShownFooterLink extends FooterLink {
  lang: string | undefined;
}

/**
 * The configured footer links in the order they show (spec §1, §3 footer options), leaving out
 * any without both a label and an address.
 */
export function footerLinks(settings: AppSettings): ShownFooterLink[] {
  return FOOTER_LINK_NAMES.flatMap((name) => {
    const link = settings.footer?.[name];
    return link && link.label.trim() !== '' && link.url.trim() !== '' ? [{ ...link, lang: textLang(settings, `footer.${name}.label`) }] : [];
  });
}
