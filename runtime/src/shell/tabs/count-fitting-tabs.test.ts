import { describe, expect, it } from 'vitest';
import { countFittingTabs } from './count-fitting-tabs.ts';

describe('countFittingTabs', () => {
  it('shows every tab when they all fit, without reserving room for More', () => {
    expect(countFittingTabs([100, 100, 100], 300)).toBe(3);
  });

  it('keeps 70 px for More once any tab overflows', () => {
    // 400 px: four 100 px tabs would not fit with the reserve, so three show.
    expect(countFittingTabs([100, 100, 100, 100, 100], 400)).toBe(3);
    expect(countFittingTabs([100, 100, 100, 100, 100], 369)).toBe(2);
  });

  it('stops at the first tab that does not fit, keeping the order', () => {
    expect(countFittingTabs([50, 300, 50], 300)).toBe(1);
  });

  it('shows none when even the first tab does not fit beside More', () => {
    expect(countFittingTabs([200, 200], 150)).toBe(0);
  });
});
