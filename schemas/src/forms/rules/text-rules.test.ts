import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { email, emailWithNameParentheses, isLink, maxHtml, maxLength, minLength, numeric, optionsRequired, required, url } from './text-rules.ts';
import type { LocalRule, RuleContext } from './rule-types.ts';

const context: RuleContext = { values: {}, labelOf: (key) => key };
/** The message kind a rule gives `value` with the stored argument `raw`, or null when it passes. */
function kindOf<A>(rule: LocalRule<A>, value: unknown, raw: unknown = true) {
  const argument = rule.readArgument(raw);
  if (argument === null) throw new Error('rule is off');
  return rule.check(value, argument, context)?.kind ?? null;
}

describe('required', () => {
  it.each([undefined, null, '', '   ', [], false])('refuses %j', (value) => expect(kindOf(required, value)).toBe('required'));
  it.each(['a', 0, true, ['x']])('accepts %j', (value) => expect(kindOf(required, value)).toBeNull());
  it('is off with a null or false argument (a null bound means false)', () => {
    expect(required.readArgument(null)).toBeNull();
    expect(required.readArgument(false)).toBeNull();
  });
});

describe('options_required', () => {
  it('reports the error type required', () => expect(kindOf(optionsRequired, [])).toBe('required'));
  it('accepts a chosen option, false included', () => expect(kindOf(optionsRequired, false)).toBeNull());
});

describe('numeric', () => {
  it.each(['0', '0123', '42'])('accepts %s', (value) => expect(kindOf(numeric, value)).toBeNull());
  it.each(['4.2', '-1', '1e3', '12a'])('refuses %s', (value) => expect(kindOf(numeric, value)).toBe('numeric'));
});

describe('min and max (length)', () => {
  it('counts characters, not UTF-16 units', () => expect(kindOf(maxLength, '😀😀', 2)).toBeNull());
  it('reports the bound', () => {
    expect(minLength.check('ab', 3, context)).toEqual({ kind: 'min', params: { length: 3 } });
    expect(maxLength.check('abcd', 3, context)).toEqual({ kind: 'max', params: { length: 3 } });
  });
  it('a null bound turns the rule off', () => expect(maxLength.readArgument(null)).toBeNull());
  it('accepts exactly the texts within the bound', () => {
    fc.assert(fc.property(fc.string(), fc.nat(40), (text, bound) => {
      const length = [...text].length;
      expect(kindOf(maxLength, text, bound) === null).toBe(length <= bound);
      expect(kindOf(minLength, text, bound) === null).toBe(length >= bound);
    }));
  });
});

describe('email (the extended check)', () => {
  it.each(['ada@example.com', 'a.b+c@sub.example.co.uk', "o'brien@example.ie"])('accepts %s', (value) => expect(kindOf(email, value)).toBeNull());
  it.each(['"ada"@example.com', 'ada@', 'ada@example', 'ada example@x.com', '.ada@example.com', 'a..b@example.com', 'ada@example.c'])(
    'refuses %s', (value) => expect(kindOf(email, value)).toBe('email'),
  );
});

describe('emailWithNameParentheses', () => {
  it.each(['ada@example.com', 'ada@example.com (Ada Lovelace)'])('accepts %s', (value) => expect(kindOf(emailWithNameParentheses, value)).toBeNull());
  it.each(['Ada Lovelace', 'ada@example.com ()', 'ada@example.com (Ada', '"ada"@example.com (Ada)'])(
    'refuses %s', (value) => expect(kindOf(emailWithNameParentheses, value)).toBe('emailWithNameParentheses'),
  );
});

describe('url', () => {
  it.each(['https://example.com', 'http://example.com/a?b=c', 'ftp://files.example.com'])('accepts %s', (value) => expect(kindOf(url, value)).toBeNull());
  it.each(['example.com', 'javascript:alert(1)', 'mailto:ada@example.com', '/relative', 'https://exa mple.com'])(
    'refuses %s', (value) => expect(kindOf(url, value)).toBe('url'),
  );
});

describe('isLink', () => {
  it('accepts an absolute address and a path on this site', () => {
    expect(kindOf(isLink, 'https://example.com/a')).toBeNull();
    expect(kindOf(isLink, '/relative')).toBeNull();
  });
  it('takes a mailto: link only when longer than 11 characters', () => {
    expect('mailto:a@bc').toHaveLength(11);
    expect(kindOf(isLink, 'mailto:a@bc')).toBe('isLink');
    expect(kindOf(isLink, 'mailto:a@bcd')).toBeNull();
  });
  it.each(['example.com', 'relative/path', 'javascript:void(0)'])('refuses %s with form.errorTypes.isLink', (value) => expect(kindOf(isLink, value)).toBe('isLink'));
});

describe('maxHtml', () => {
  it('counts the text without its tags', () => {
    expect(kindOf(maxHtml, '<p><b>abc</b></p>', 3)).toBeNull();
    expect(maxHtml.check('<p>abcd</p>', 3, context)).toEqual({ kind: 'maxHtml', params: { length: 3 } });
  });
});
