// The button of a menu whose code has not loaded yet (see deferredComponent): it looks and reads
// as the real menu's closed trigger, starts loading on hover or focus, and opens the menu when used.
import type { ButtonHTMLAttributes } from 'react';
import type { StandInControls } from './deferred-component.tsx';

/** Props that make a button the stand-in for a closed Radix menu trigger. */
export function closedMenuTriggerProps(controls: StandInControls): ButtonHTMLAttributes<HTMLButtonElement> & { 'data-state': 'closed' } {
  return {
    type: 'button',
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: controls.preload,
    onFocus: controls.preload,
    // Radix opens its menus on pointerdown; the real button may take over before the click.
    onPointerDown: (event) => {
      if (event.button === 0) controls.activate();
    },
    onClick: controls.activate,
  };
}
