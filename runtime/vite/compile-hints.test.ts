import { describe, expect, it } from 'vitest';
import { chunksToHint, type HintedChunk } from './compile-hints.ts';

const chunk = (fileName: string, extra: Partial<HintedChunk> = {}): HintedChunk => ({ fileName, isEntry: false, facadeModuleId: null, imports: [], ...extra });

describe('chunksToHint', () => {
  const chunks = [
    chunk('js/index.js', { isEntry: true, facadeModuleId: '/app/runtime/index.html', imports: ['js/framework.js', 'js/shared.js'] }),
    chunk('js/framework.js'),
    chunk('js/shared.js', { imports: ['js/framework.js'] }),
    chunk('js/RichText.js', { facadeModuleId: '/app/blocks/richText/RichText.tsx', imports: ['js/purify.js', 'js/shared.js'] }),
    chunk('js/purify.js'),
    chunk('js/editor.js', { facadeModuleId: '/app/runtime/src/edit-mode/editor/index.ts', imports: ['js/rjsf.js'] }),
    chunk('js/rjsf.js'),
    chunk('js/definition.js', { facadeModuleId: '/app/blocks/richText/definition.ts' }),
  ];

  it('hints the entries, what they import statically, and the block components with their imports', () => {
    expect([...chunksToHint(chunks)].sort()).toEqual(['js/RichText.js', 'js/framework.js', 'js/index.js', 'js/purify.js', 'js/shared.js']);
  });

  it('leaves out lazily loaded screens and edit mode, and a block folder\'s other modules', () => {
    const hinted = chunksToHint(chunks);
    for (const name of ['js/editor.js', 'js/rjsf.js', 'js/definition.js']) expect(hinted.has(name)).toBe(false);
  });
});
