import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Scrolls a sideways-scrolling list so its `aria-current` link is in view: centred when the list
 * overflows, left alone when it is already fully visible. Only the list scrolls, never the page
 * (element.scrollIntoView would scroll the window as well). Runs before paint whenever `key`
 * (the current module and page) changes, so the bar never shows the wrong part first.
 */
export function useScrollCurrentIntoView<T extends HTMLElement>(key: string): RefObject<T | null> {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const list = ref.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current) return;
    const listBox = list.getBoundingClientRect();
    const box = current.getBoundingClientRect();
    if (box.left >= listBox.left && box.right <= listBox.right) return;
    // Where the link starts inside the scrolled content, then centre it.
    const start = box.left - listBox.left + list.scrollLeft;
    list.scrollLeft = Math.max(0, start - (list.clientWidth - box.width) / 2);
  }, [key]);
  return ref;
}
