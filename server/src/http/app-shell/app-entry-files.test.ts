import { describe, expect, it } from 'vitest';
import { appEntryFiles } from './app-entry-files.ts';

describe('appEntryFiles', () => {
  it('lists the hashed scripts, preloads and stylesheets of index.html once each, in order', () => {
    const html = `<head>
      <script type="module" crossorigin src="/app/js/early-init-B.js"></script>
      <link rel="modulepreload" crossorigin href="/app/js/early-init-B.js">
      <link rel="icon" href="data:,"><link rel="manifest" href="/app/manifest.webmanifest">
      <link rel="apple-touch-icon" href="/app/icon-192.png">
      <script type="module" crossorigin src="/app/js/index-D.js"></script>
      <link rel="modulepreload" crossorigin href="/app/js/framework-C.js">
      <link rel="stylesheet" crossorigin href="/app/css/index-A.css">
    </head>`;
    expect(appEntryFiles(html)).toEqual(['/app/js/early-init-B.js', '/app/js/index-D.js', '/app/js/framework-C.js', '/app/css/index-A.css']);
  });

  it('lists nothing for a page without built files', () => {
    expect(appEntryFiles('<html><body>Not built</body></html>')).toEqual([]);
  });
});
