import { describe, expect, it } from 'vitest';
import { mix, readableOn } from './colours.ts';

describe('colours', () => {
  it('mixes two colours', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#fff', '#000', 0)).toBe('#ffffff');
  });

  it('picks black text on light backgrounds and white on dark ones', () => {
    expect(readableOn('#ffffff')).toBe('#000000');
    expect(readableOn('#16347d')).toBe('#ffffff');
  });
});
