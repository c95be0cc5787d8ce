import { describe, expect, it } from 'vitest';
import { memberHtmlToText, textToMemberHtml } from './text-to-html.ts';

describe('composer text as member HTML', () => {
  it('makes paragraphs, line breaks and links, escaping the rest', () => {
    expect(textToMemberHtml('Hi <b>all</b>\nsee https://example.org/a.\n\nBye')).toBe('<p>Hi &lt;b&gt;all&lt;/b&gt;<br>see <a href="https://example.org/a">https://example.org/a</a>.</p><p>Bye</p>');
  });

  it('reads the text back for editing', () => {
    expect(memberHtmlToText(textToMemberHtml('One & two\nthree\n\nfour'))).toBe('One & two\nthree\n\nfour');
  });
});
