/** Room kept for the "More" button whenever some tabs overflow (spec §2.6: 70 px reserved). */
export const MORE_BUTTON_RESERVE_PX = 70;

/**
 * How many tabs, in order, fit in `available` px. When all fit, all show; otherwise the
 * reserve is kept free for the "More" button and the tabs that still fit show before it.
 */
export function countFittingTabs(widths: readonly number[], available: number, reserve = MORE_BUTTON_RESERVE_PX): number {
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (total <= available) return widths.length;
  let used = 0;
  let count = 0;
  for (const width of widths) {
    if (used + width > available - reserve) break;
    used += width;
    count += 1;
  }
  return count;
}
