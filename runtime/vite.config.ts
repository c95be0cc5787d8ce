// Builds the SPA served under /app (spec §9: chunks load under /app/js and /app/css), its service
// worker (vite/pwa.ts), the build id (vite/build-id.ts), V8 compile hints on the code a page load
// runs (vite/compile-hints.ts) and Brotli/gzip copies (vite/precompress.ts).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { buildIdFromEnv, buildIdPlugin } from './vite/build-id.ts';
import { compileHintsPlugin } from './vite/compile-hints.ts';
import { earlyScriptPlugin } from './vite/early-script.ts';
import { editorStylesPlugin } from './vite/editor-styles.ts';
import { precompressPlugin } from './vite/precompress.ts';
import { pwaOptions } from './vite/pwa.ts';
import { scriptsLowPriorityPlugin } from './vite/scripts-low-priority.ts';
import { stylesheetAfterLoaderPlugin } from './vite/stylesheet-after-loader.ts';

/** Libraries every first page needs: one long-cached chunk that app releases do not invalidate. */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]/;

/** The early script's entry and the module it starts (vite/early-script.ts); their imports go with them. */
const EARLY_INIT = /src[\\/](boot[\\/])?early-init\.ts$/;

/**
 * react-router's package exports only its development build (dist/development, whose dev warnings
 * stay in the bundle: they hang on an exported flag the minifier keeps), under every condition, so
 * Vite's `production` condition cannot pick the other. The build takes its production build by
 * path; `vite` in development keeps the warnings.
 */
const REACT_ROUTER_PRODUCTION = { find: /^react-router$/, replacement: fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')) };

/** The API server `npm run dev` starts; the Vite dev server forwards API and sign-in calls to it. */
const API_SERVER = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig(({ command }) => ({
  base: '/app/',
  resolve: { alias: command === 'build' ? [REACT_ROUTER_PRODUCTION] : [] },
  plugins: [react(), buildIdPlugin(buildIdFromEnv()), earlyScriptPlugin('early-init'), editorStylesPlugin(), stylesheetAfterLoaderPlugin(), scriptsLowPriorityPlugin(), compileHintsPlugin(), VitePWA(pwaOptions), precompressPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // One stylesheet: the lazy chunks' styles (each block type's, the drawer's, the notices') are
    // 45–3,600 bytes each, less than the request that would fetch them (7 KB br in all, 5.4 without).
    cssCodeSplit: false,
    rolldownOptions: {
      // early-init starts GET /init before the app's code arrives (vite/early-script.ts).
      input: { index: fileURLToPath(new URL('index.html', import.meta.url)), 'early-init': fileURLToPath(new URL('src/early-init.ts', import.meta.url)) },
      output: {
        entryFileNames: 'js/[name]-[hash].js',
        chunkFileNames: 'js/[name]-[hash].js',
        assetFileNames: (asset) => (asset.names.some((name) => name.endsWith('.css')) ? 'css/[name]-[hash][extname]' : 'assets/[name]-[hash][extname]'),
        // Everything else splits at dynamic imports: settings, chat, admin and each block type. The
        // code before the first page comes in as few files as possible, each a request of its own
        // (HTTP/1.1 runs six at a time): the early script's with its imports, the framework, and the
        // app's entry with every module it shares with the lazy chunks (left alone, those shared
        // modules became seven files of 100–6,000 bytes).
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 3 },
            { name: 'early-init', test: EARLY_INIT, priority: 2 },
            { name: 'index', tags: ['$initial'], test: (id) => !EARLY_INIT.test(id), priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': API_SERVER, '/signin': API_SERVER },
  },
}));
