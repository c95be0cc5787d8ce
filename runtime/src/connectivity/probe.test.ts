import { describe, expect, it, vi } from 'vitest';
import { probe } from './probe.ts';

describe('probe', () => {
  it('counts any reply, even an error status, as online', async () => {
    const fetchImpl = vi.fn(async () => new Response('', { status: 503 }));

    await expect(probe('/api/v1/health', fetchImpl)).resolves.toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith('/api/v1/health', expect.objectContaining({ mode: 'no-cors', cache: 'no-store' }));
  });

  it('counts a network failure as offline', async () => {
    await expect(probe('/api/v1/health', async () => { throw new TypeError('Failed to fetch'); })).resolves.toBe(false);
  });
});
