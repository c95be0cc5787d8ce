// Browser side of the render benchmarks (render-fixture, header-render): times one React render
// as the shared render fixture procedure says, and hands the figures to the runner as
// `window.__bench`, `done` set last.
import { useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

export interface RenderTiming {
  /** performance.now() right before createRoot(...).render(...). */
  t0: number;
  /** t0 to the first commit (the layout effects of the first commit). */
  commitMs: number;
  /** t0 to two animation frames after everything expected was in the DOM. */
  renderMs: number;
  /** Elements in the document at t1. */
  domNodes: number;
}

/** Calls `onCommit` in the first commit's layout phase, after the whole tree below is in the DOM. */
function CommitProbe({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Renders `app` into `container`, timing it from right before createRoot().render to two
 * animation frames after `isComplete()` first holds — checked at the first commit and at every
 * change of the container's DOM since, so lazily loaded parts count too.
 */
export function timeRender(container: HTMLElement, app: ReactNode, isComplete: () => boolean): Promise<RenderTiming> {
  return new Promise((resolve) => {
    let commitAt: number | undefined;
    let settled = false;
    const check = () => {
      if (settled || !isComplete()) return;
      settled = true;
      observer.disconnect();
      void nextFrame().then(nextFrame).then(() => {
        const t1 = performance.now();
        // Marks for a trace: the main thread's CPU time between them is the figure to compare versions by.
        performance.mark('bench:t1');
        resolve({ t0, commitMs: (commitAt ?? t1) - t0, renderMs: t1 - t0, domNodes: document.getElementsByTagName('*').length });
      });
    };
    const observer = new MutationObserver(check);
    observer.observe(container, { childList: true, subtree: true });
    const onCommit = () => {
      commitAt ??= performance.now();
      check();
    };
    performance.mark('bench:t0');
    const t0 = performance.now();
    createRoot(container).render(<CommitProbe onCommit={onCommit}>{app}</CommitProbe>);
  });
}

/** Starts observing largest-contentful-paint (buffered); the returned function reads the latest. */
export function observeLcp(): () => number | null {
  let lcpMs: number | null = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) lcpMs = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  return () => lcpMs;
}

/** How long after t1 the page waits for late LCP candidates (an image decoded after the text). */
const LCP_SETTLE_MS = 500;

/** Publishes the figures as `window.__bench` once LCP has had time to settle; `done` comes last. */
export async function publish(figures: Record<string, unknown>, lcp: () => number | null): Promise<void> {
  await new Promise((done) => setTimeout(done, LCP_SETTLE_MS));
  Object.assign(window, { __bench: { ...figures, lcpMs: lcp(), done: true } });
}
