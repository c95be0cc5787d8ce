import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useDebouncedCallback } from 'use-debounce';
import { countFittingTabs } from './count-fitting-tabs.ts';
import { measureTabsToFill } from './measure-tab-widths.ts';
import type { TabItem } from './tab-items.ts';

/** Resizes settle for this long before the tabs are fitted again (spec §2.6). */
const RECALCULATE_DEBOUNCE_MS = 100;

export interface TabOverflow {
  /** Put on the element whose width the tabs share. */
  containerRef: RefObject<HTMLElement | null>;
  /** Put on the list the tabs are items of: the tabs are measured inside it. */
  listRef: RefObject<HTMLUListElement | null>;
  /** How many tabs to show, the rest going into the "More" menu; undefined until measured. */
  visibleCount: number | undefined;
}

/** What the tabs' widths depend on: which tabs, their labels and languages, and which is current (semibold). */
function widthSignature(tabs: readonly TabItem[]): string {
  return tabs.map((tab) => `${tab.key}=${tab.label}=${tab.lang ?? ''}=${tab.current ? 'current' : ''}`).join('\n');
}

/**
 * Fits tabs into their container. Whenever the tabs' widths may have changed, the tabs are
 * measured before paint from hidden stand-ins, while none is rendered, as far as the container's
 * width needs (see measureTabsToFill). The widths are kept: a resize (ResizeObserver, debounced)
 * compares them with the container's new width and measures only tabs not measured yet. Only the
 * tabs that fit are ever rendered.
 */
export function useTabOverflow(tabs: readonly TabItem[]): TabOverflow {
  const containerRef = useRef<HTMLElement | null>(null);
  const listRef = useRef<HTMLUListElement | null>(null);
  const widthsRef = useRef<{ signature: string; widths: number[] }>(undefined);
  const [fit, setFit] = useState<{ signature: string; count: number }>();
  const signature = widthSignature(tabs);
  const measured = fit?.signature === signature;

  const refit = useCallback(() => {
    const container = containerRef.current;
    const list = listRef.current;
    if (!container || !list) return;
    const available = container.clientWidth;
    const known = widthsRef.current?.signature === signature ? widthsRef.current.widths : [];
    const widths = measureTabsToFill(list, tabs, known, available);
    widthsRef.current = { signature, widths };
    const count = countFittingTabs(widths, available);
    setFit((previous) => (previous?.signature === signature && previous.count === count ? previous : { signature, count }));
  }, [signature, tabs]);

  // Measure before paint, so a bar of new tabs never flashes empty or at full length.
  useLayoutEffect(() => {
    if (!measured) refit();
  }, [measured, refit]);

  const refitSoon = useDebouncedCallback(refit, RECALCULATE_DEBOUNCE_MS);
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const observer = new ResizeObserver(() => refitSoon());
    observer.observe(container);
    return () => {
      observer.disconnect();
      refitSoon.cancel();
    };
  }, [refitSoon]);

  return { containerRef, listRef, visibleCount: measured ? fit.count : undefined };
}
