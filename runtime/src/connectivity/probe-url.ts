import { BASE_PATHS } from '@tessera/schemas';

/** Our own server's health check: the default probe, so the app calls no third party. */
export const DEFAULT_PROBE_URL = `${BASE_PATHS.api}/health`;

/**
 * The URL connectivity probes: `<meta name="tessera-probe-url" content="…">` (set where the app
 * is served), else the build's VITE_CONNECTIVITY_PROBE_URL, else our health check.
 */
export function probeUrl(): string {
  const fromPage = document.querySelector<HTMLMetaElement>('meta[name="tessera-probe-url"]')?.content;
  const fromBuild: unknown = import.meta.env.VITE_CONNECTIVITY_PROBE_URL;
  return fromPage || (typeof fromBuild === 'string' && fromBuild) || DEFAULT_PROBE_URL;
}
