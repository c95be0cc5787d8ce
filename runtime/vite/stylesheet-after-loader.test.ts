import { describe, expect, it } from 'vitest';
import { moveStylesheetsAfterLoader } from './stylesheet-after-loader.ts';

describe('moveStylesheetsAfterLoader', () => {
  it("moves the stylesheets Vite linked in <head> to just before #root, after the loader", () => {
    const built = [
      '<html><head>',
      '    <style>#full-loader{display:flex}</style>',
      '    <script type="module" crossorigin src="/app/js/index-a.js"></script>',
      '    <link rel="stylesheet" crossorigin href="/app/css/style-b.css">',
      '  </head>',
      '  <body>',
      '    <div id="full-loader"><p>Site</p></div>',
      '    <div id="root"></div>',
      '  </body></html>',
    ].join('\n');
    expect(moveStylesheetsAfterLoader(built)).toBe([
      '<html><head>',
      '    <style>#full-loader{display:flex}</style>',
      '    <script type="module" crossorigin src="/app/js/index-a.js"></script>',
      '  </head>',
      '  <body>',
      '    <div id="full-loader"><p>Site</p></div>',
      '    <link rel="stylesheet" crossorigin href="/app/css/style-b.css">',
      '    <div id="root"></div>',
      '  </body></html>',
    ].join('\n'));
  });

  it('leaves a page without stylesheets or without #root as it is', () => {
    expect(moveStylesheetsAfterLoader('<head></head><body><div id="root"></div></body>')).toBe('<head></head><body><div id="root"></div></body>');
    const noRoot = '<head><link rel="stylesheet" href="/a.css"></head><body></body>';
    expect(moveStylesheetsAfterLoader(noRoot)).toBe(noRoot);
  });
});
