import { describe, expect, it } from 'vitest';
import { linkAddress } from './composer-commands.ts';

describe('linkAddress', () => {
  it('keeps addresses with an allowed scheme', () => {
    expect(linkAddress(' https://example.org/a ')).toBe('https://example.org/a');
    expect(linkAddress('mailto:ada@demo.test')).toBe('mailto:ada@demo.test');
    expect(linkAddress('tel:+441234')).toBe('tel:+441234');
  });
  it('gives a bare web address https and a bare e-mail address mailto', () => {
    expect(linkAddress('example.org/plans')).toBe('https://example.org/plans');
    expect(linkAddress('grace@demo.test')).toBe('mailto:grace@demo.test');
  });
  it('refuses other schemes and empty text', () => {
    expect(linkAddress('javascript:alert(1)')).toBeNull();
    expect(linkAddress('data:text/html,x')).toBeNull();
    expect(linkAddress('   ')).toBeNull();
  });
});
