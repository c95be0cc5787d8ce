// The build id names one deployment of the runtime. The bundle carries it (to compare with the
// build the server announces in CONNECTED_INSTANCE), <html data-build> shows it, and
// dist/build.json tells the server which build it serves.
import type { Plugin } from 'vite';

/** The id of this build: `TESSERA_BUILD_ID` when set (CI, deploy scripts), else the build time. */
export function buildIdFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.TESSERA_BUILD_ID || new Date().toISOString();
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * Bakes `buildId` into the bundle as `import.meta.env.TESSERA_BUILD_ID`, into index.html as
 * `<html data-build>`, and writes `build.json` {build} next to index.html.
 */
export function buildIdPlugin(buildId: string): Plugin {
  return {
    name: 'tessera-build-id',
    config: () => ({ define: { 'import.meta.env.TESSERA_BUILD_ID': JSON.stringify(buildId) } }),
    transformIndexHtml: (html) => html.replace(/<html\b/, `<html data-build="${escapeAttribute(buildId)}"`),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build.json', source: `${JSON.stringify({ build: buildId })}\n` });
    },
  };
}
