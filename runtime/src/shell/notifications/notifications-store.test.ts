import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@tessera/schemas';
import { answerApiCalls } from '../../test-support/fake-api.ts';
import { notificationsStore } from './notifications-store.ts';

const note = (id: number): Notification => ({
  id, list: 'system', type: 'broadcastNotificationToList', typeId: 3, targetId: 1, message: `Note ${id}`, date: '2026-11-26T09:00:00.000Z', seen: false, read: false, data: {},
});

describe('notificationsStore', () => {
  afterEach(() => {
    notificationsStore.clear();
    vi.restoreAllMocks();
  });

  it('pages newest first, counts live arrivals once, and clears the count when seen', async () => {
    const calls = answerApiCalls({
      'GET /profile/notifications/count/{type}': () => ({ count: 11 }),
      'GET /profile/notifications/{type}/{page}': (request) => {
        const { page } = (request as { params: { page: number } }).params;
        return page === 0 ? { items: [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map(note), more: true, total: 11 } : { items: [note(3), note(2)], more: false, total: 11 };
      },
      'POST /profile/notifications/seen/{type}': () => ({ count: 0 }),
      'POST /profile/notifications/read': () => ({ changed: 1 }),
    });
    await notificationsStore.loadCount('system');
    await notificationsStore.loadMore('system');
    await notificationsStore.loadMore('system');
    expect(notificationsStore.get('system').items.map((item) => item.id)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    expect(notificationsStore.get('system').more).toBe(false);

    notificationsStore.receive(note(13));
    notificationsStore.receive(note(13)); // the same one again (another delivery) counts once
    expect(notificationsStore.get('system').unseen).toBe(12);
    expect(notificationsStore.get('system').items[0]?.id).toBe(13);

    await notificationsStore.markSeen('system');
    expect(notificationsStore.get('system').unseen).toBe(0);
    expect(notificationsStore.get('system').items.every((item) => item.seen)).toBe(true);
    expect(calls).toHaveBeenCalledWith('POST /profile/notifications/seen/{type}', expect.objectContaining({ params: { type: 'system' } }));

    await notificationsStore.markRead('system', 13);
    expect(notificationsStore.get('system').items[0]).toMatchObject({ id: 13, read: true });
    expect(calls).toHaveBeenCalledWith('POST /profile/notifications/read', { body: { notificationIds: [13] }, quiet: true });
  });

  it('catches up on connecting: the badges asked for and the lists loaded are fetched again; a count overtaken is dropped', async () => {
    let count = 0;
    let release: () => void = () => {};
    const calls = answerApiCalls({
      'GET /profile/notifications/count/{type}': async () => {
        const answer = count;
        // The first count is slow: its answer (from before the notification) comes after the catch-up's.
        if (answer === 0) await new Promise<void>((resolve) => { release = resolve; });
        return { count: answer };
      },
      'GET /profile/notifications/{type}/{page}': () => ({ items: [note(5)], more: false, total: 1 }),
    });
    const first = notificationsStore.loadCount('system');
    count = 1; // a notification was stored meanwhile, its event sent before this tab listened
    await notificationsStore.catchUp();
    release();
    await first;
    expect(notificationsStore.get('system').unseen).toBe(1);
    expect(notificationsStore.get('admin').unseen).toBeNull(); // never shown: not asked for
    expect(calls).not.toHaveBeenCalledWith('GET /profile/notifications/{type}/{page}', expect.anything());

    await notificationsStore.loadMore('system');
    await notificationsStore.catchUp();
    expect(calls).toHaveBeenCalledTimes(5);
    expect(notificationsStore.get('system').items.map((item) => item.id)).toEqual([5]);
  });
});
