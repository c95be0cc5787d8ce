import { describe, expect, it } from 'vitest';
import { sanitiseMemberHtml } from './sanitise-member-html.ts';

describe('sanitiseMemberHtml', () => {
  it('keeps the allowed formatting and gives links the new-tab attributes', () => {
    expect(sanitiseMemberHtml('<p>Hi <b>you</b>, <i>see</i> <a href="https://example.org" target="_self" class="x">this</a></p>'))
      .toBe('<p>Hi <b>you</b>, <i>see</i> <a href="https://example.org" target="_blank" rel="noopener noreferrer">this</a></p>');
  });
  it('drops scripts with their content, other tags to their text, and every other attribute', () => {
    expect(sanitiseMemberHtml('<div style="color:red" onclick="x()">a<script>alert(1)</script><span>b</span></div>')).toBe('ab');
  });
  it('takes the href off links with a scheme outside the list', () => {
    expect(sanitiseMemberHtml('<a href="javascript:alert(1)" target="_blank">x</a>')).toBe('<a>x</a>');
  });
});
