import { useEffect, type RefObject } from 'react';

/** Space kept between the header and a field scrolled to (forms spec §2). */
export const HASH_SCROLL_GAP_PX = 16;

/**
 * Once the form shows, scrolls to the field the URL's hash names (`#email` → the field stored as
 * `email`), leaving the header's height plus 16 px above it, and moves focus to its control.
 */
export function useHashScroll(container: RefObject<HTMLElement | null>, ready: boolean, headerHeight: () => number): void {
  useEffect(() => {
    const key = decodeURIComponent(window.location.hash.slice(1));
    if (!ready || !key) return;
    // After the fields' first paint, so their places are known.
    const frame = requestAnimationFrame(() => {
      // rjsf ids a field's control `<form id prefix>_<key>`.
      const control = container.current?.querySelector<HTMLElement>(`[id$="_${CSS.escape(key)}"]`);
      const field = control?.closest<HTMLElement>('.field') ?? control;
      if (!control || !field) return;
      const top = field.getBoundingClientRect().top + window.scrollY - headerHeight() - HASH_SCROLL_GAP_PX;
      window.scrollTo({ top, behavior: 'auto' });
      control.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [container, ready, headerHeight]);
}
