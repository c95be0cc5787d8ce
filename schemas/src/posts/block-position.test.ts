import { describe, expect, it } from 'vitest';
import { blockPositionKey, formatBlockPosition, parseBlockPosition } from './block-position.ts';

describe('block position query entry', () => {
  it('round-trips a page and a post', () => {
    expect(formatBlockPosition({ page: 3 })).toBe('3');
    expect(parseBlockPosition(formatBlockPosition({ page: 1, postId: 245 }))).toEqual({ page: 1, postId: 245 });
    expect(blockPositionKey(12)).toBe('block:12');
  });

  it('falls back to page 1 for anything else', () => {
    expect(parseBlockPosition(null)).toEqual({ page: 1 });
    expect(parseBlockPosition('0')).toEqual({ page: 1 });
    expect(parseBlockPosition('abc,x')).toEqual({ page: 1 });
    expect(parseBlockPosition('2,-4')).toEqual({ page: 2 });
  });
});
