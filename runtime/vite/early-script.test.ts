import { describe, expect, it } from 'vitest';
import { earlyScriptPlugin } from './early-script.ts';

type Handler = (html: string, ctx: { bundle: Record<string, unknown> }) => unknown;

describe('earlyScriptPlugin', () => {
  it('puts the named entry and its imports first in <head>, and leaves the page alone without it', () => {
    const plugin = earlyScriptPlugin('early-init');
    (plugin.configResolved as (config: { base: string }) => void)({ base: '/app/' });
    const { handler } = plugin.transformIndexHtml as { handler: Handler };
    const bundle = {
      'js/early-init-a.js': { type: 'chunk', isEntry: true, name: 'early-init', fileName: 'js/early-init-a.js', imports: ['js/shared-b.js'] },
      'js/index-c.js': { type: 'chunk', isEntry: true, name: 'index', fileName: 'js/index-c.js', imports: [] },
    };
    expect(handler('<html></html>', { bundle })).toEqual({
      html: '<html></html>',
      tags: [
        { tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: '/app/js/early-init-a.js' }, injectTo: 'head-prepend' },
        { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: '/app/js/shared-b.js' }, injectTo: 'head-prepend' },
      ],
    });
    expect(handler('<html></html>', { bundle: {} })).toBe('<html></html>');
  });
});
