import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import type { AuditEntry } from '@tessera/schemas';
import { createAuditQueue } from './audit-queue.ts';

const at = new Date(Date.UTC(2025, 0, 1, 9));

function queueWith(save = vi.fn(async (_entries: AuditEntry[], _options: { keepalive: boolean }): Promise<unknown> => ({ ok: true }))) {
  return { queue: createAuditQueue({ save, now: () => at }), save };
}

describe('audit queue', () => {
  it('sends the queued entries, timed, and empties the queue', async () => {
    const { queue, save } = queueWith();
    queue.log('pageView', { type: 'page', id: 3, moduleSlug: 'home', pageSlug: 'welcome' });
    queue.log('profileView', { type: 'profile', id: 7 }, { from: 'search' });

    await queue.flush();

    expect(save).toHaveBeenCalledWith([
      { logType: 'pageView', subject: { type: 'page', id: 3, moduleSlug: 'home', pageSlug: 'welcome' }, actionTime: at.toISOString() },
      { logType: 'profileView', subject: { type: 'profile', id: 7 }, actionTime: at.toISOString(), extra: { from: 'search' } },
    ], { keepalive: false });
    expect(queue.size()).toBe(0);
  });

  it('sends at most 100 entries per call', async () => {
    const { queue, save } = queueWith();
    for (let id = 0; id < 150; id++) queue.log('entityView', { type: 'entity', id });

    await queue.flush({ keepalive: true });

    expect(save.mock.calls.map(([entries, options]) => [entries.length, options])).toEqual([[100, { keepalive: true }], [50, { keepalive: true }]]);
  });

  it('keeps entries that failed for want of a network, and drops ones the server refused', async () => {
    const save = vi.fn()
      .mockRejectedValueOnce(new ApiError(0, 'Network error', 'Failed to fetch'))
      .mockRejectedValueOnce(new ApiError(400, 'Bad Request', 'Bad entry'));
    const { queue } = queueWith(save);
    queue.log('pageView', { type: 'page', id: 1 });

    await queue.flush();
    expect(queue.size()).toBe(1);
    await queue.flush();
    expect(queue.size()).toBe(0);
  });
});
