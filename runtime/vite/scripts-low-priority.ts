// The app's scripts are asked for at low priority (`fetchpriority="low"`), except the early script.
// Nothing is painted from them: the loader paints from the document alone (inline styles, fourth
// pass of decision 0015), and module scripts never block rendering. At Chromium's default (High
// for module scripts and modulepreloads) Lighthouse's simulation counts every one of them that
// finished before the loader's first paint as render-blocking, which on loopback happens in a
// third of the runs (FCP 1.4–1.9 s instead of 0.6–0.9 s). Measured on a throttled connection
// (Lighthouse's devtools throttling), the low-priority framework started 20–75 ms later and
// finished no later, and LCP did not move. The early script keeps its priority: it starts GET /init.
import type { Plugin } from 'vite';

const ASYNC_SCRIPT_SRC = /<script\b[^>]*\basync\b[^>]*\bsrc="([^"]+)"/g;
const APP_SCRIPT = /<(script type="module"|link rel="modulepreload")( crossorigin)?((?: [a-z-]+(?:="[^"]*")?)*?) (src|href)="([^"]+)"/g;

/** index.html with fetchpriority="low" on every module script and modulepreload but the async (early) script's. */
export function lowerScriptPriority(html: string): string {
  const early = new Set(Array.from(html.matchAll(ASYNC_SCRIPT_SRC), (match) => match[1]!));
  return html.replace(APP_SCRIPT, (tag: string, start: string, crossorigin = '', rest: string, attribute: string, url: string) =>
    early.has(url) || /\basync\b|fetchpriority=/.test(rest) ? tag : `<${start}${crossorigin}${rest} fetchpriority="low" ${attribute}="${url}"`);
}

export function scriptsLowPriorityPlugin(): Plugin {
  return {
    name: 'tessera-scripts-low-priority',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: lowerScriptPriority },
  };
}
