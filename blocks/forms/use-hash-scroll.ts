import { useEffect, type RefObject } from 'react';
import { isPrivacyHash } from '../fields/privacy/field-privacy.ts';

/** Space kept between the header and a field scrolled to (forms spec §2). */
export const HASH_SCROLL_GAP_PX = 16;

/** The element a hash leads to: a field's privacy button (`#privacy-email`, the first one for `#privacy`), else a field's control. */
function targetOf(container: HTMLElement | null, hash: string): HTMLElement | undefined {
  if (isPrivacyHash(hash)) {
    const key = decodeURIComponent(hash.slice('#privacy-'.length));
    const buttons = [...(container?.querySelectorAll<HTMLElement>('.field-privacy') ?? [])];
    // #privacy: the page's first privacy button, which only the form holding it moves to.
    if (hash === '#privacy') return buttons[0] !== undefined && buttons[0] === document.querySelector('.field-privacy') ? buttons[0] : undefined;
    return buttons.find((button) => button.dataset.privacyKey === key);
  }
  const key = decodeURIComponent(hash.slice(1));
  // rjsf ids a field's control `<form id prefix>_<key>`.
  return [...(container?.querySelectorAll<HTMLElement>('[id]') ?? [])].find((element) => element.id.endsWith(`_${key}`));
}

/**
 * Once the form shows, scrolls to the field the URL's hash names (`#email` → the field stored as
 * `email`; `#privacy` → the first privacy button, `#privacy-email` → that field's), leaving the
 * header's height plus 16 px above it, and moves focus to its control (or button).
 */
export function useHashScroll(container: RefObject<HTMLElement | null>, ready: boolean, headerHeight: () => number): void {
  useEffect(() => {
    const { hash } = window.location;
    if (!ready || hash.length < 2) return;
    // The fields may show a little after the form (their texts, their chunk): look every 50 ms,
    // for a second at most (a timer, not animation frames, which a hidden page does not get).
    let timer: ReturnType<typeof setTimeout> | undefined;
    let tries = 20;
    const look = () => {
      const control = targetOf(container.current, hash);
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
