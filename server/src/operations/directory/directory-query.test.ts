import { describe, expect, it } from 'vitest';
import { prefixQuery } from './directory-query.ts';

describe('prefixQuery', () => {
  it('makes every word typed a prefix, lower-cased, once each', () => {
    expect(prefixQuery('Gra  Hop')).toBe("'gra':* & 'hop':*");
    expect(prefixQuery('gra GRA')).toBe("'gra':*");
  });

  it('keeps only letters and digits, in any script', () => {
    expect(prefixQuery("o'bri & | ! ( ) :* \\")).toBe("'o':* & 'bri':*");
    expect(prefixQuery('Saint-Malo 3d Zoë 東京')).toBe("'saint':* & 'malo':* & '3d':* & 'zoë':* & '東京':*");
  });

  it('is null when nothing searchable was typed', () => {
    expect(prefixQuery(undefined)).toBeNull();
    expect(prefixQuery('  ')).toBeNull();
    expect(prefixQuery('&|!')).toBeNull();
  });

  it('takes at most five words', () => {
    expect(prefixQuery('a b c d e f g')).toBe("'a':* & 'b':* & 'c':* & 'd':* & 'e':*");
  });
});
