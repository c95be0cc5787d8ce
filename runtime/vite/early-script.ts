// A second entry that index.html loads before the app, on its own: src/early-init.ts starts GET
// /init while the app's code (React, the router) is still downloading. Listed in index.html, Vite
// would bundle it into the app's entry, which runs only once all of that has arrived; so it is a
// separate input, and this plugin puts its script (and its few imports) first in <head>. `async`:
// it runs as soon as it has arrived, in a task of its own, without waiting for the stylesheets or
// for the app's deferred scripts to be evaluated with it.
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** Injects the entry chunk named `name` (a build input) at the top of index.html's <head>. */
export function earlyScriptPlugin(name: string): Plugin {
  let base = '/';
  return {
    name: 'tessera-early-script',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find((output) => output.type === 'chunk' && output.isEntry && output.name === name);
        if (!chunk || chunk.type !== 'chunk') return html;
        const tags: HtmlTagDescriptor[] = [
          { tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: `${base}${chunk.fileName}` }, injectTo: 'head-prepend' },
          ...chunk.imports.map((file): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }, injectTo: 'head-prepend' })),
        ];
        return { html, tags };
      },
    },
  };
}
