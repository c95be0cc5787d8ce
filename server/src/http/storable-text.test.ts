import { describe, expect, it } from 'vitest';
import { findUnstorableText, isUnstorableText } from './storable-text.ts';

describe('isUnstorableText', () => {
  it.each([
    ['plain text', 'Ada Lovelace', false],
    ['emoji (paired surrogates)', 'hi 👋🏽', false],
    ['a NUL character', 'a\u0000b', true],
    ['a lone high surrogate', 'a\ud800', true],
    ['a lone low surrogate', '\udc00b', true],
    ['a low surrogate before a high one', '\udc00\ud800', true],
  ])('%s → %s', (_, text, expected) => {
    expect(isUnstorableText(text)).toBe(expected);
  });
});

describe('findUnstorableText', () => {
  it('finds nothing in storable values', () => {
    expect(findUnstorableText({ a: [1, 'two', { three: null, 'fünf 👋': true }] })).toBeUndefined();
    expect(findUnstorableText(12)).toBeUndefined();
  });

  it('names the first bad string by JSON Pointer, escaping ~ and /', () => {
    expect(findUnstorableText([{ ok: 'x' }, { 'a/b~c': ['fine', 'bad\u0000'] }])).toBe('/1/a~1b~0c/1');
    expect(findUnstorableText('\ud800')).toBe('');
  });

  it('checks property names too', () => {
    expect(findUnstorableText({ meta: { 'key\u0000': 1 } })).toBe('/meta/key\\u0000');
    expect(findUnstorableText({ '👋\udc00': 1 })).toBe('/👋\\udc00');
  });
});
