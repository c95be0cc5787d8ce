// Builds the SPA served under /app (spec §9: chunks load under /app/js and /app/css), its service
// worker (vite/pwa.ts), the build id (vite/build-id.ts) and Brotli/gzip copies (vite/precompress.ts).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { buildIdFromEnv, buildIdPlugin } from './vite/build-id.ts';
import { earlyScriptPlugin } from './vite/early-script.ts';
import { precompressPlugin } from './vite/precompress.ts';
import { pwaOptions } from './vite/pwa.ts';

/** Libraries every first page needs: one long-cached chunk that app releases do not invalidate. */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]/;

/** The API server `npm run dev` starts; the Vite dev server forwards API and sign-in calls to it. */
const API_SERVER = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  base: '/app/',
  plugins: [react(), buildIdPlugin(buildIdFromEnv()), earlyScriptPlugin('early-init'), VitePWA(pwaOptions), precompressPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // early-init starts GET /init before the app's code arrives (vite/early-script.ts).
      input: { index: fileURLToPath(new URL('index.html', import.meta.url)), 'early-init': fileURLToPath(new URL('src/early-init.ts', import.meta.url)) },
      output: {
        entryFileNames: 'js/[name]-[hash].js',
        chunkFileNames: 'js/[name]-[hash].js',
        assetFileNames: (asset) => (asset.names.some((name) => name.endsWith('.css')) ? 'css/[name]-[hash][extname]' : 'assets/[name]-[hash][extname]'),
        // Everything else splits at dynamic imports: settings, chat, admin and each block type.
        codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }] },
      },
    },
  },
  server: {
    proxy: { '/api': API_SERVER, '/signin': API_SERVER },
  },
});
