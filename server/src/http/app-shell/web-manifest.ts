// The web app manifest (/app/manifest.webmanifest), named after the site in the brand's colours.
// Spec §9 fixes the rest: the root as start URL, standalone display.
import type { SiteLook } from './site-look.ts';

/** The icons the runtime's build ships (runtime/public), relative to the manifest's URL. */
const ICONS = [
  { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
  { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml' },
];

export function webManifest(look: SiteLook): string {
  return JSON.stringify({
    name: look.name,
    short_name: look.name,
    ...(look.description ? { description: look.description } : {}),
    lang: look.language,
    start_url: '/',
    // The app's window also covers the sign-in page at /signin; start_url must lie inside it.
    scope: '/',
    display: 'standalone',
    background_color: look.backgroundColour,
    theme_color: look.themeColour.light,
    icons: ICONS,
  });
}
