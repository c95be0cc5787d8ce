// The editor's styles travel with the editor's chunk. With `cssCodeSplit: false` every chunk's CSS
// goes into the app's one stylesheet, which a member's first page waits for; the sheets of
// src/edit-mode/ are ~2.3 KB of its ~9 KB br and are needed only once edit mode is turned on, when
// the editor's chunk loads (edit-mode/editor-parts.ts). So in the build each sheet a module of that
// folder imports becomes a small module that adds it as a <style> when it runs: once per sheet,
// in import order, at the end of <body>, after the app's stylesheet link (vite/stylesheet-after-
// loader.ts), so equal selectors still win over the app's as they did in one sheet. A sheet
// imported from outside the folder (the shell's sub-nav.css) stays in the app's stylesheet.
import type { Plugin } from 'vite';

const EDITOR_FOLDER = /[\\/]src[\\/]edit-mode[\\/]/;
// A virtual module's id; it must not end in .css, which Vite's CSS plugins would take as a sheet.
const PREFIX = '\0editor-style:';
const SUFFIX = '.js';

/** The module that adds the sheet at `file` to the page. */
export const addStyleModule = (file: string): string =>
  `import css from ${JSON.stringify(`${file}?inline`)};\nconst style = document.createElement('style');\nstyle.textContent = css;\ndocument.body.append(style);\n`;

export function editorStylesPlugin(): Plugin {
  return {
    name: 'tessera-editor-styles',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('.css') || !importer || !EDITOR_FOLDER.test(importer)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && EDITOR_FOLDER.test(resolved.id) ? `${PREFIX}${resolved.id}${SUFFIX}` : null;
    },
    load(id) {
      return id.startsWith(PREFIX) ? addStyleModule(id.slice(PREFIX.length, -SUFFIX.length)) : null;
    },
  };
}
