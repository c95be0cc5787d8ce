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
    // The fields may show a little after the form (their texts, their chunk): look every 50 ms,
    // for a second at most (a timer, not animation frames, which a hidden page does not get).
    let timer: ReturnType<typeof setTimeout> | undefined;
    let tries = 20;
    const look = () => {
      // rjsf ids a field's control `<form id prefix>_<key>`.
      const control = [...(container.current?.querySelectorAll<HTMLElement>('[id]') ?? [])].find((element) => element.id.endsWith(`_${key}`));
      const field = control?.closest<HTMLElement>('.field') ?? control;
      if (!control || !field) {
        if (--tries > 0) timer = setTimeout(look, 50);
        return;
      }
      const top = field.getBoundingClientRect().top + window.scrollY - headerHeight() - HASH_SCROLL_GAP_PX;
      window.scrollTo({ top, behavior: 'auto' });
      control.focus({ preventScroll: true });
    };
    timer = setTimeout(look, 0);
    return () => clearTimeout(timer);
  }, [container, ready, headerHeight]);
}
