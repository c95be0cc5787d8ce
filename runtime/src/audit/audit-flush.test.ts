import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_FLUSH_INTERVAL_MS, startAuditFlush } from './audit-flush.ts';
import { createAuditQueue } from './audit-queue.ts';

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('startAuditFlush', () => {
  const save = vi.fn(async () => ({ ok: true }));
  let queue: ReturnType<typeof createAuditQueue>;
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    save.mockClear();
    queue = createAuditQueue({ save });
    stop = startAuditFlush(queue);
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    setVisibility('visible');
  });

  it('sends the queue every 5 s, and nothing when it is empty', async () => {
    await vi.advanceTimersByTimeAsync(AUDIT_FLUSH_INTERVAL_MS);
    expect(save).not.toHaveBeenCalled();

    queue.log('pageView', { type: 'page', id: 1 });
    await vi.advanceTimersByTimeAsync(AUDIT_FLUSH_INTERVAL_MS - 1);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledWith([expect.objectContaining({ logType: 'pageView' })], { keepalive: false });
  });

  it('sends with keepalive on pagehide', () => {
    queue.log('pageView', { type: 'page', id: 1 });

    window.dispatchEvent(new Event('pagehide'));

    expect(save).toHaveBeenCalledWith([expect.objectContaining({ logType: 'pageView' })], { keepalive: true });
  });

  it('sends with keepalive when the page is hidden, not when it shows again', () => {
    queue.log('pageView', { type: 'page', id: 1 });
    setVisibility('visible');
    expect(save).not.toHaveBeenCalled();

    setVisibility('hidden');
    expect(save).toHaveBeenCalledWith(expect.any(Array), { keepalive: true });
  });

  it('drops what is queued when stopped (the session ended)', async () => {
    queue.log('pageView', { type: 'page', id: 1 });
    stop();
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(AUDIT_FLUSH_INTERVAL_MS);

    expect(save).not.toHaveBeenCalled();
    expect(queue.size()).toBe(0);
  });
});
