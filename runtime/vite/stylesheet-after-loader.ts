// The full-page loader paints before the app's stylesheet has arrived: Vite links the stylesheet
// in <head>, where it blocks every paint of the page until it is loaded; a stylesheet linked in
// <body> blocks only what follows it. So this plugin moves the app's stylesheet links to just
// before #root: the loader above them (styled inline in index.html) paints as soon as the
// document is parsed, while the app, which renders into #root, still never shows unstyled
// (its module scripts wait for the sheet as before).
import type { Plugin } from 'vite';

const STYLESHEET_LINK = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;
const ROOT = /^([ \t]*)<div id="root">/m;

/** index.html with the stylesheets Vite linked in <head> moved to just before #root. */
export function moveStylesheetsAfterLoader(html: string): string {
  const head = html.slice(0, html.indexOf('</head>'));
  const links = head.match(STYLESHEET_LINK);
  if (!links || !ROOT.test(html)) return html;
  const withoutLinks = head.replace(STYLESHEET_LINK, '') + html.slice(head.length);
  return withoutLinks.replace(ROOT, (root, indent: string) => `${links.map((link) => `${indent}${link.trim()}\n`).join('')}${root}`);
}

export function stylesheetAfterLoaderPlugin(): Plugin {
  return {
    name: 'tessera-stylesheet-after-loader',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: moveStylesheetsAfterLoader },
  };
}
