/** What a benchmark page logs once `window.__bench` is complete (render-timing.tsx), which the runner waits for (bench-page.ts). */
export const BENCH_DONE_MESSAGE = 'bench: done';
