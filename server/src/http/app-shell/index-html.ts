// The app's index.html with the site's own head and name: the build marks blocks of placeholders
// in runtime/index.html (<!-- site-head --> … <!-- /site-head -->, the same for site-name) that
// the server replaces with the site's title, description, colours, brand theme (inline) and icon, and with
// its name in the full-page loader, so they are right, and painted, before any script runs.
import { escapeHtml as e } from '../escape-html.ts';
import type { SiteLook } from './site-look.ts';

/** The slots of the built index.html, in the order they appear there. */
const SLOTS = ['site-head', 'site-name'] as const;
type Slot = (typeof SLOTS)[number];

/** The built index.html cut around its slots: texts[i] comes before slots[i], the last text after them all. */
export interface IndexTemplate {
  texts: string[];
  slots: Slot[];
}

export function indexTemplate(html: string): IndexTemplate {
  const texts: string[] = [];
  const slots: Slot[] = [];
  let rest = html;
  for (const slot of SLOTS) {
    const start = rest.indexOf(`<!-- ${slot} -->`);
    const end = `<!-- /${slot} -->`;
    const endAt = rest.indexOf(end, start);
    if (start < 0 || endAt < 0) continue;
    texts.push(rest.slice(0, start));
    slots.push(slot);
    rest = rest.slice(endAt + end.length);
  }
  return { texts: [...texts, rest], slots };
}

/**
 * The brand's theme.css inline rather than linked: the full-page loader's first paint then waits
 * for no request after the document (the app's stylesheet comes after the loader). `data-href`
 * names the sheet it holds, so the runtime keeps it while the brand is the same. `<` is escaped
 * so no value can close the element.
 */
const themeStyle = ({ url, css }: { url: string; css: string }): string =>
  `<style id="tessera-theme" data-href="${e(url)}">\n${css.replace(/</g, '\\3c ')}</style>`;

function siteHead(look: SiteLook): string {
  const { light, dark } = look.themeColour;
  return [
    `<title>${e(look.name)}</title>`,
    look.description && `<meta name="description" content="${e(look.description)}">`,
    dark
      ? `<meta name="theme-color" content="${e(light)}" media="(prefers-color-scheme: light)">\n<meta name="theme-color" content="${e(dark)}" media="(prefers-color-scheme: dark)">`
      : `<meta name="theme-color" content="${e(light)}">`,
    // The runtime finds these two by id when it applies the brand (runtime/src/theme/apply-brand.ts).
    look.theme && themeStyle(look.theme),
    `<link id="tessera-favicon" rel="icon" href="${e(look.faviconUrl ?? 'data:,')}">`,
  ].filter(Boolean).join('\n    ');
}

/** index.html for the site as it looks now (the built file as it is when it has no slots). */
export function renderIndexHtml({ texts, slots }: IndexTemplate, look: SiteLook): string {
  const [first = '', ...rest] = texts;
  if (slots.length === 0) return first;
  const fill: Record<Slot, string> = { 'site-head': siteHead(look), 'site-name': e(look.name) };
  const before = first.replace(/(<html\b[^>]*?\blang=")[^"]*(")/, `$1${e(look.language)}$2`);
  return slots.reduce((html, slot, index) => `${html}${fill[slot]}${rest[index] ?? ''}`, before);
}
