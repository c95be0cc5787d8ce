import type { ActiveBrandSettings, ThemeMode } from '@tessera/schemas';

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

/** Loads the brand's theme.css (its CSS custom properties) and shows its favicon. */
export function applyBrand(brand: ActiveBrandSettings): void {
  headLink('tessera-theme', 'stylesheet').href = brand.themeCssUrl;
  if (brand.faviconUrl) headLink('tessera-favicon', 'icon').href = brand.faviconUrl;
}

/** theme.css keys its dark tokens off html[data-theme] (auto follows the system setting). */
export function applyThemeMode(mode: ThemeMode): void {
  document.documentElement.dataset.theme = mode;
}
