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
 * Loads the brand's theme.css (its CSS custom properties) and shows its favicon. Signed in, the
 * brand is remembered for the signed-out screens (`remember`); they apply it without.
 */
export function applyBrand(brand: RememberedBrand, { remember = true } = {}): void {
  headLink('tessera-theme', 'stylesheet').href = brand.themeCssUrl;
  if (brand.faviconUrl) headLink('tessera-favicon', 'icon').href = brand.faviconUrl;
  if (remember) rememberBrand(brand);
}

/**
 * Safe mode leaves the brand's theme (the site's own design) out: its stylesheet is disabled, so
 * the app's default tokens apply. The link stays, so leaving safe mode needs no download.
 */
export function applySafeMode(on: boolean): void {
  const theme = document.getElementById('tessera-theme');
  if (theme instanceof HTMLLinkElement) theme.disabled = on;
  document.documentElement.toggleAttribute('data-safe-mode', on);
}

/** theme.css keys its dark tokens off html[data-theme] (auto follows the system setting). */
export function applyThemeMode(mode: ThemeMode): void {
  document.documentElement.dataset.theme = mode;
}
