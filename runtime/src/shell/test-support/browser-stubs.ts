// jsdom has no layout, no matchMedia and no ResizeObserver. These stubs give shell tests a
// screen width, element widths and a way to fire resize observations.
import { vi } from 'vitest';

type ResizeCallback = (entries: ResizeObserverEntry[], observer: ResizeObserver) => void;

const resizeCallbacks = new Set<() => void>();

class StubResizeObserver implements ResizeObserver {
  private readonly notifyCallback: () => void;
  constructor(callback: ResizeCallback) {
    this.notifyCallback = () => callback([], this);
  }
  observe(): void {
    resizeCallbacks.add(this.notifyCallback);
  }
  unobserve(): void {}
  disconnect(): void {
    resizeCallbacks.delete(this.notifyCallback);
  }
}

/** Pretends the viewport is `width` px wide: matchMedia answers min-/max-width queries from it. */
export function setScreenWidth(width: number): void {
  vi.stubGlobal('matchMedia', (query: string): MediaQueryList => {
    const max = /max-width:\s*([\d.]+)px/.exec(query)?.[1];
    const min = /min-width:\s*([\d.]+)px/.exec(query)?.[1];
    const matches = (max === undefined || width <= Number(max)) && (min === undefined || width >= Number(min));
    return { matches, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false };
  });
}

/** Installs the stubs at a desktop width; call from beforeEach. */
export function installBrowserStubs(): void {
  setScreenWidth(1280);
  vi.stubGlobal('ResizeObserver', StubResizeObserver);
  // Radix's swipe and menu handlers call these on pointer events; jsdom lacks them.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
}

/** Fires every live ResizeObserver, as a browser does after a layout change. */
export function triggerResize(): void {
  for (const callback of resizeCallbacks) callback();
}

/**
 * Gives elements the width `widthOf` returns (getBoundingClientRect and clientWidth); elements
 * it returns undefined for keep jsdom's 0. Restored by vi.restoreAllMocks().
 */
export function mockElementWidths(widthOf: (element: Element) => number | undefined): void {
  const rect = (width: number) => ({ x: 0, y: 0, top: 0, left: 0, right: width, bottom: 40, width, height: 40, toJSON: () => ({}) });
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return rect(widthOf(this) ?? 0);
  });
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
    return widthOf(this) ?? 0;
  });
}
