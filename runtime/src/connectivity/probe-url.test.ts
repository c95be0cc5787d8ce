import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PROBE_URL, probeUrl } from './probe-url.ts';

describe('probeUrl', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    vi.unstubAllEnvs();
  });

  it('probes our own health check by default', () => {
    expect(probeUrl()).toBe(DEFAULT_PROBE_URL);
  });

  it('takes the build setting, and the page setting over it', () => {
    vi.stubEnv('VITE_CONNECTIVITY_PROBE_URL', 'https://build.example/ping');
    expect(probeUrl()).toBe('https://build.example/ping');

    document.head.innerHTML = '<meta name="tessera-probe-url" content="https://page.example/ping">';
    expect(probeUrl()).toBe('https://page.example/ping');
  });
});
