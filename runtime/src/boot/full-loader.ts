// The full-page loader lives in index.html so something shows before any script runs.

/** Spec §9: the full loader hides 1 s after the app is ready. */
export const FULL_LOADER_DELAY_MS = 1000;

/** Fades out and removes the full-page loader; harmless when it is already gone. */
export function hideFullLoader(): void {
  const loader = document.getElementById('full-loader');
  if (!loader) return;
  loader.classList.add('is-hidden');
  // Removed after its fade so it never captures clicks or screen-reader focus again.
  setTimeout(() => loader.remove(), 300);
}
