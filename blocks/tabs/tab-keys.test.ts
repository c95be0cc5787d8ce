import { describe, expect, it } from 'vitest';
import { tabAfterKey } from './tab-keys.ts';

describe('tabAfterKey', () => {
  it('steps along a horizontal row with left and right, wrapping at both ends', () => {
    expect(tabAfterKey('ArrowRight', 0, 3, 'horizontal', false)).toBe(1);
    expect(tabAfterKey('ArrowRight', 2, 3, 'horizontal', false)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 0, 3, 'horizontal', false)).toBe(2);
    expect(tabAfterKey('ArrowDown', 0, 3, 'horizontal', false)).toBeUndefined();
  });

  it('steps along a column with up and down', () => {
    expect(tabAfterKey('ArrowDown', 1, 3, 'vertical', false)).toBe(2);
    expect(tabAfterKey('ArrowUp', 0, 3, 'vertical', false)).toBe(2);
    expect(tabAfterKey('ArrowRight', 0, 3, 'vertical', false)).toBeUndefined();
  });

  it('reverses a row in right-to-left text, not a column', () => {
    expect(tabAfterKey('ArrowLeft', 0, 3, 'horizontal', true)).toBe(1);
    expect(tabAfterKey('ArrowRight', 0, 3, 'horizontal', true)).toBe(2);
    expect(tabAfterKey('ArrowDown', 0, 3, 'vertical', true)).toBe(1);
  });

  it('goes to the first and last tab with Home and End, and ignores other keys', () => {
    expect(tabAfterKey('Home', 2, 3, 'horizontal', false)).toBe(0);
    expect(tabAfterKey('End', 0, 3, 'vertical', false)).toBe(2);
    expect(tabAfterKey('Enter', 0, 3, 'horizontal', false)).toBeUndefined();
  });
});
