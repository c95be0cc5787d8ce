// The frame of every HTML page the server writes itself (sign-in, not found): no script, no
// stylesheet to fetch — the brand's theme and the page's own styles are inlined.
import { escapeHtml as e } from './escape-html.ts';

/** What a server page shows of the site and its brand (the sign-in page's, the unsubscribe page's). */
export interface BrandedPageModel {
  language: string;
  siteName: string;
  brandName: string;
  logoUrl: string | null;
  faviconUrl: string | null;
  /** The brand's theme.css, inlined so the page needs no other request. */
  themeCss: string;
}

export interface ServerPage {
  language: string;
  /** The page's own title; the site's or brand's name follows it. */
  title: string;
  siteName: string;
  faviconUrl: string | null;
  /** The brand's theme.css followed by the page's styles. */
  css: string;
  /** Further trusted <head> markup (already escaped). */
  head?: string;
  /** The trusted <body> markup (already escaped). */
  body: string;
}

export function renderServerPage(page: ServerPage): string {
  return `<!doctype html>
<html lang="${e(page.language)}" data-theme="auto">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${e(page.title)} · ${e(page.siteName)}</title>
${page.faviconUrl ? `<link rel="icon" href="${e(page.faviconUrl)}">` : ''}
<style>${page.css}</style>
${page.head ?? ''}
</head>
<body>
${page.body}
</body>
</html>
`;
}
