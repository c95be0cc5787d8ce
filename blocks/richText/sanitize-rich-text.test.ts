import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadFullSanitizer, SANITIZED_CACHE_SIZE, sanitizeRichText } from './sanitize-rich-text.ts';

describe('sanitizeRichText', () => {
  // Loaded here, whichever file of the shared module graph ran first (prepare-rich-texts.test.ts,
  // isolated, covers the state before).
  beforeAll(async () => {
    await loadFullSanitizer();
  });

  it('keeps semantic markup', () => {
    const html = '<h3>Title</h3><p>Some <strong>bold</strong> and <em>italic</em> text</p><ul><li>one</li></ul><blockquote>quoted</blockquote>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, event handlers and inline styles', () => {
    const html = '<p style="color:red" onclick="steal()">Hi<script>alert(1)</script></p><img src="/a.png" alt="A" onerror="alert(2)">';
    expect(sanitizeRichText(html)).toBe('<p>Hi</p><img src="/a.png" alt="A">');
  });

  it('removes javascript: links and data attributes', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)" data-block-id="9">x</a>')).toBe('<a>x</a>');
  });

  it('gives every link rel="noopener noreferrer"', () => {
    expect(sanitizeRichText('<a href="https://example.org" target="_blank" rel="opener">Site</a>'))
      .toBe('<a href="https://example.org" target="_blank" rel="noopener noreferrer">Site</a>');
  });

  it('sanitises each distinct text once, as long as it is among the last ones sanitised', () => {
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    // Upper case is not the canonical form, so this text goes through DOMPurify.
    const html = '<P>Sanitised <B>once</B></P>';
    expect(sanitizeRichText(html)).toBe('<p>Sanitised <b>once</b></p>');
    expect(sanitizeRichText(html)).toBe('<p>Sanitised <b>once</b></p>');
    expect(parse).toHaveBeenCalledTimes(1);
    for (let i = 0; i < SANITIZED_CACHE_SIZE; i++) sanitizeRichText(`<P>Text ${i}</P>`);
    parse.mockClear();
    expect(sanitizeRichText(html)).toBe('<p>Sanitised <b>once</b></p>');
    expect(parse).toHaveBeenCalledTimes(1);
    parse.mockRestore();
  });

  it('does not parse text already in canonical form, and gives its links rel="noopener noreferrer" too', () => {
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    expect(sanitizeRichText('<p>A <a href="#part-2">link</a> &amp; <i>more</i></p>')).toBe('<p>A <a href="#part-2" rel="noopener noreferrer">link</a> &amp; <i>more</i></p>');
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
  });
});
