import { describe, expect, it } from 'vitest';
import { makeBlock } from '../test-support/render-blocks.tsx';
import { prepareRichTexts, richTextsReady } from './prepare-rich-texts.ts';
import { sanitizeRichText } from './sanitize-rich-text.ts';

// In a module graph of its own (vitest.config.ts): it checks the state before DOMPurify is loaded.
describe('prepareRichTexts', () => {
  it('finds canonical texts ready at once, and loads DOMPurify only for a page whose text needs it', async () => {
    const plain = [makeBlock(1, 'richText', { options: { html: '<p>Plain <a href="#a">text</a></p>' } }), makeBlock(2, 'heading', { options: { text: 'T' } })];
    expect(richTextsReady(plain)).toBe(true);

    const quoted = [...plain, makeBlock(3, 'richText', { options: { html: '<blockquote onclick="steal()"><p>Quoted</p></blockquote>' } })];
    expect(richTextsReady(quoted)).toBe(false);
    expect(sanitizeRichText('<blockquote onclick="steal()"><p>Quoted</p></blockquote>'), 'never shown unsanitised').toBeUndefined();
    await prepareRichTexts(quoted);
    expect(richTextsReady(quoted)).toBe(true);
    expect(sanitizeRichText('<blockquote onclick="steal()"><p>Quoted</p></blockquote>')).toBe('<blockquote><p>Quoted</p></blockquote>');
  });
});
