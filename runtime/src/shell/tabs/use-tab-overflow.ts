import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useDebouncedCallback } from 'use-debounce';
import { countFittingTabs } from './count-fitting-tabs.ts';

/** Resizes settle for this long before the tabs are measured again (spec §2.6). */
const RECALCULATE_DEBOUNCE_MS = 100;

export interface TabOverflow {
  /** Put on the element whose width the tabs share. */
  containerRef: RefObject<HTMLElement | null>;
  /** How many tabs to show; the rest go into the "More" menu. */
  visibleCount: number;
}

/**
 * Fits tabs into their container; each rendered tab carries `data-tab-index`. Whenever the tabs
 * change (`signature`: their keys and labels) all of them render once so each can be measured;
 * widths are then cached, because tabs inside "More" are not in the bar to be measured. A
 * ResizeObserver re-fits on resize, debounced.
 */
export function useTabOverflow(signature: string, tabCount: number): TabOverflow {
  const containerRef = useRef<HTMLElement | null>(null);
  const widthsRef = useRef<number[]>([]);
  const [fit, setFit] = useState<{ signature: string; count: number }>();
  const measured = fit?.signature === signature;

  const recalculate = useCallback(() => {
    const container = containerRef.current;
    if (!container) return;
    for (const tab of container.querySelectorAll<HTMLElement>('[data-tab-index]')) {
      widthsRef.current[Number(tab.dataset.tabIndex)] = tab.getBoundingClientRect().width;
    }
    const count = countFittingTabs(widthsRef.current.slice(0, tabCount), container.clientWidth);
    setFit({ signature, count });
  }, [signature, tabCount]);

  // Measure before paint, so a bar of new tabs never flashes at full length.
  useLayoutEffect(() => {
    if (measured) return;
    widthsRef.current = [];
    recalculate();
  }, [measured, recalculate]);

  const recalculateSoon = useDebouncedCallback(recalculate, RECALCULATE_DEBOUNCE_MS);
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const observer = new ResizeObserver(() => recalculateSoon());
    observer.observe(container);
    return () => {
      observer.disconnect();
      recalculateSoon.cancel();
    };
  }, [recalculateSoon]);

  return { containerRef, visibleCount: measured ? fit.count : tabCount };
}
