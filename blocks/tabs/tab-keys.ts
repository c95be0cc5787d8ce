import type { KeyboardEvent } from 'react';

export type TabsOrientation = 'horizontal' | 'vertical';

/** Steps through the tabs along the list's orientation; right-to-left text reverses the row. */
const STEP_KEYS: Record<TabsOrientation, { previous: string; next: string }> = {
  horizontal: { previous: 'ArrowLeft', next: 'ArrowRight' },
  vertical: { previous: 'ArrowUp', next: 'ArrowDown' },
};

/** Which tab the key moves focus to, from `current` of `count` (wrapping), or undefined for other keys. */
export function tabAfterKey(key: string, current: number, count: number, orientation: TabsOrientation, rightToLeft: boolean): number | undefined {
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const { previous, next } = STEP_KEYS[orientation];
  const reversed = orientation === 'horizontal' && rightToLeft;
  if (key === next) return (current + (reversed ? count - 1 : 1)) % count;
  if (key === previous) return (current + (reversed ? 1 : count - 1)) % count;
  return undefined;
}

/**
 * The tab list's keyboard, as the WAI-ARIA tabs pattern with manual activation has it: the arrow
 * keys of the list's orientation, Home and End move focus between the tabs; Enter or Space (the
 * tab is a button) opens the focused one. Only the open tab is in the page's tab order.
 */
export function moveTabFocus(event: KeyboardEvent<HTMLElement>, orientation: TabsOrientation): void {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>(':scope > [role="tab"]')];
  const current = tabs.indexOf(event.target as HTMLElement);
  if (current < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
  const rightToLeft = getComputedStyle(event.currentTarget).direction === 'rtl';
  const target = tabAfterKey(event.key, current, tabs.length, orientation, rightToLeft);
  if (target === undefined) return;
  event.preventDefault();
  tabs[target]?.focus();
}
