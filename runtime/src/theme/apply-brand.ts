import type { ThemeMode } from '@tessera/schemas';
import { rememberBrand, type RememberedBrand } from './remembered-brand.ts';

/** Finds the <link> with this id in <head>, creating it on first use. */
function headLink(id: string, rel: string): HTMLLinkElement {
  const existing = document.getElementById(id);
  if (existing instanceof HTMLLinkElement) return existing;
  const link = document.createElement('link');
  link.id = id;
  link.rel = rel;
  document.head.append(link);
  return link;
}

/**
 * Points the theme at `url`. index.html may already hold that sheet inline (the server writes the
 * active brand's theme.css into a <style> whose data-href names it): it is kept then; when the
 * brand has changed since, a link takes over, and the old sheet goes once the new one is loaded.
 */
function applyThemeSheet(url: string): void {
  const inline = document.getElementById('tessera-theme');
  if (inline instanceof HTMLStyleElement) {
    if (inline.dataset.href === url) return;
    inline.removeAttribute('id');
    const link = headLink('tessera-theme', 'stylesheet');
    for (const settled of ['load', 'error']) link.addEventListener(settled, () => inline.remove(), { once: true });
  }
  headLink('tessera-theme', 'stylesheet').href = url;
}

/**
 * Loads the brand's theme.css (its CSS custom properties) and shows its favicon. Signed in, the
 * brand is remembered for the signed-out screens (`remember`); they apply it without.
 */
export function applyBrand(brand: RememberedBrand, { remember = true } = {}): void {
  applyThemeSheet(brand.themeCssUrl);
  if (brand.faviconUrl) headLink('tessera-favicon', 'icon').href = brand.faviconUrl;
  if (remember) rememberBrand(brand);
}

/**
 * Safe mode leaves the brand's theme (the site's own design) out: its stylesheet is disabled, so
 * the app's default tokens apply. The link stays, so leaving safe mode needs no download.
 */
export function applySafeMode(on: boolean): void {
  const theme = document.getElementById('tessera-theme');
  if (theme instanceof HTMLLinkElement || theme instanceof HTMLStyleElement) theme.disabled = on;
  document.documentElement.toggleAttribute('data-safe-mode', on);
}

/** theme.css keys its dark tokens off html[data-theme] (auto follows the system setting). */
export function applyThemeMode(mode: ThemeMode): void {
  document.documentElement.dataset.theme = mode;
}
