// What the browser shows of the site before any script runs: its name and description, the
// brand's colours, theme and icon. The app's index.html and the web app manifest are built from it.
import type { ActiveBrandSettings, AppSettings, LanguageCode } from '@tessera/schemas';
import type { BrandTheme } from '../../cache/site-cache.ts';

/** Spec §9 "Installable app settings": the colours when no brand is active. */
export const DEFAULT_COLOURS = { theme: '#16347d', background: '#16172d' } as const;

/** Where the look comes from (the site cache, which forgets it when settings or brands change). */
export interface SiteSource {
  settings(): Promise<AppSettings>;
  activeBrand(): Promise<BrandTheme | null>;
  activeBrandSettings(): Promise<ActiveBrandSettings | null>;
}

export interface SiteLook {
  name: string;
  description: string | null;
  language: LanguageCode;
  /** The browser's toolbar colour: the brand's header, in light and (when the brand has one) dark mode. */
  themeColour: { light: string; dark: string | null };
  /** The installed app's splash screen: the brand's page background. */
  backgroundColour: string;
  /** The active brand's theme.css: its address, and its text, which index.html carries inline. */
  theme: { url: string; css: string } | null;
  faviconUrl: string | null;
}

export async function siteLook(site: SiteSource): Promise<SiteLook> {
  const [settings, brand, brandSettings] = await Promise.all([site.settings(), site.activeBrand(), site.activeBrandSettings()]);
  const styles = brand?.brand.themeStyles;
  return {
    name: settings.name,
    description: settings.description?.trim() || null,
    language: settings.languages.default,
    themeColour: {
      light: styles?.light.headerBackground ?? DEFAULT_COLOURS.theme,
      dark: styles?.dark?.headerBackground ?? null,
    },
    backgroundColour: styles?.light.pageBackground ?? DEFAULT_COLOURS.background,
    theme: brand && brandSettings ? { url: brandSettings.themeCssUrl, css: brand.css } : null,
    faviconUrl: brandSettings?.faviconUrl ?? null,
  };
}
