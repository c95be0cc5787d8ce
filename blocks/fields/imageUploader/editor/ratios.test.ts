import { describe, expect, it } from 'vitest';
import { AVAILABLE_RATIOS, customRatio, DEFAULT_RATIOS, ratioName, toggleRatio } from './ratios.ts';

const listed = [...DEFAULT_RATIOS, ...AVAILABLE_RATIOS];

describe('image editor ratios', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_RATIOS.map(ratioName)).toEqual(['5:4', '4:3', '16:9', '21:9']);
    expect(AVAILABLE_RATIOS.map(ratioName)).toEqual(['1:1', '3:2', '16:10', '9:16']);
  });

  it('needs both dimensions', () => {
    expect(customRatio('', 3, listed)).toEqual({ problem: 'missingDimension' });
    expect(customRatio(2, null, listed)).toEqual({ problem: 'missingDimension' });
    expect(customRatio(0, 3, listed)).toEqual({ problem: 'missingDimension' });
    expect(customRatio('x', 3, listed)).toEqual({ problem: 'missingDimension' });
  });

  it('takes ratios between 0.25 and 4 inclusive', () => {
    expect(customRatio(1, 4, listed)).toEqual({ ratio: { width: 1, height: 4 } });
    expect(customRatio(4, 1, listed)).toEqual({ ratio: { width: 4, height: 1 } });
    expect(customRatio(1, 4.01, listed)).toEqual({ problem: 'unrealistic' });
    expect(customRatio(4.01, 1, listed)).toEqual({ problem: 'unrealistic' });
  });

  it('refuses a ratio of the same shape as one listed', () => {
    expect(customRatio(8, 5, listed)).toEqual({ problem: 'duplicate' });
    expect(customRatio('2', '2', listed)).toEqual({ problem: 'duplicate' });
    expect(customRatio(2, 5, listed)).toEqual({ ratio: { width: 2, height: 5 } });
  });

  it('accepts exactly the in-bounds, new ratios', () => {
    const sides = [0.01, 0.5, 1, 1.99, 2, 3, 7.9, 8, 8.1, 16, 100];
    for (const width of sides) {
      for (const height of sides) {
        const value = width / height;
        expect('ratio' in customRatio(width, height, []), `${width}:${height}`).toBe(value >= 0.25 && value <= 4);
      }
    }
  });

  it('turns ratios on and off', () => {
    const on = toggleRatio(DEFAULT_RATIOS, { width: 1, height: 1 });
    expect(on.map(ratioName)).toEqual(['5:4', '4:3', '16:9', '21:9', '1:1']);
    expect(toggleRatio(on, { width: 32, height: 18 }).map(ratioName)).toEqual(['5:4', '4:3', '21:9', '1:1']);
  });
});
