import { describe, expect, it } from 'vitest';
import { isAllowedHref, memberHtmlText } from './member-html-policy.ts';

describe('isAllowedHref', () => {
  it.each(['https://example.org', 'HTTP://example.org', 'mailto:a@b.test', 'tel:+44123'])('allows %s', (href) => expect(isAllowedHref(href)).toBe(true));
  it.each(['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'vbscript:x', '/relative', '//host/x', 'ftp://x'])(
    'refuses %j', (href) => expect(isAllowedHref(href)).toBe(false),
  );
});

describe('memberHtmlText', () => {
  it('reads the text of sanitised HTML', () => expect(memberHtmlText('<p><b>Hi</b>&nbsp;&amp; <a href="https://x.test">you</a><br>!</p>')).toBe('Hi & you !'));
  it('is empty for markup without text', () => expect(memberHtmlText('<p><br></p>')).toBe(''));
});
