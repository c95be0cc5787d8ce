// The app's index.html with the site's own head: the build marks a block of placeholders in
// runtime/index.html (<!-- site-head --> … <!-- /site-head -->) that the server replaces with the
// site's title, description, colours, brand theme and icon, so they are right before any script runs.
import { escapeHtml as e } from '../escape-html.ts';
import type { SiteLook } from './site-look.ts';

const START = '<!-- site-head -->';
const END = '<!-- /site-head -->';

/** The built index.html cut around its site-head block (kept whole when it has none). */
export interface IndexTemplate {
  before: string;
  after: string | null;
}

export function indexTemplate(html: string): IndexTemplate {
  const start = html.indexOf(START);
  const end = html.indexOf(END, start);
  if (start < 0 || end < 0) return { before: html, after: null };
  return { before: html.slice(0, start), after: html.slice(end + END.length) };
}

function siteHead(look: SiteLook): string {
  const { light, dark } = look.themeColour;
  return [
    `<title>${e(look.name)}</title>`,
    look.description && `<meta name="description" content="${e(look.description)}">`,
    dark
      ? `<meta name="theme-color" content="${e(light)}" media="(prefers-color-scheme: light)">\n<meta name="theme-color" content="${e(dark)}" media="(prefers-color-scheme: dark)">`
      : `<meta name="theme-color" content="${e(light)}">`,
    // The runtime finds these two by id when it applies the brand (runtime/src/theme/apply-brand.ts).
    look.themeCssUrl && `<link id="tessera-theme" rel="stylesheet" href="${e(look.themeCssUrl)}">`,
    `<link id="tessera-favicon" rel="icon" href="${e(look.faviconUrl ?? 'data:,')}">`,
  ].filter(Boolean).join('\n    ');
}

/** index.html for the site as it looks now. */
export function renderIndexHtml(template: IndexTemplate, look: SiteLook): string {
  if (template.after === null) return template.before;
  const before = template.before.replace(/(<html\b[^>]*?\blang=")[^"]*(")/, `$1${e(look.language)}$2`);
  return `${before}${siteHead(look)}${template.after}`;
}
