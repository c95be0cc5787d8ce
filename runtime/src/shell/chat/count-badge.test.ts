import { describe, expect, it } from 'vitest';
import { countBadge } from './count-badge.ts';

describe('countBadge', () => {
  it('spells out counts up to 9 and shows 9+ above', () => {
    expect([1, 9, 10, 250].map(countBadge)).toEqual(['1', '9', '9+', '9+']);
  });
});
