import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createReplyStorage } from './reply-storage.ts';

describe('createReplyStorage', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('stores each reply in its own item, with its age', () => {
    const storage = createReplyStorage();
    storage.save('GET settings', { savedAt: 5, text: '{"a":1}' });

    expect(localStorage.getItem('tessera.api:GET settings')).toBe('5\n{"a":1}');
    expect(storage.load('GET settings')).toEqual({ savedAt: 5, text: '{"a":1}' });
    expect(storage.load('GET other')).toBeNull();
  });

  it('keeps replies over the size limit out of storage', () => {
    const storage = createReplyStorage({ maxEntryChars: 10 });
    storage.save('GET big', { savedAt: 1, text: '"0123456789ab"' });

    expect(storage.load('GET big')).toBeNull();
  });

  it('drops the oldest half of the cache when the quota is full, then stores the reply', () => {
    const storage = createReplyStorage();
    for (const savedAt of [4, 1, 3, 2]) storage.save(`GET r${savedAt}`, { savedAt, text: '1' });
    localStorage.setItem('tessera.jwt', 'not ours');
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });

    storage.save('GET new', { savedAt: 9, text: '2' });

    expect(setItem).toHaveBeenCalledTimes(2);
    expect(['r1', 'r2', 'r3', 'r4', 'new'].filter((name) => storage.load(`GET ${name}`))).toEqual(['r3', 'r4', 'new']);
    expect(localStorage.getItem('tessera.jwt')).toBe('not ours');
  });

  it('removes only the matching replies', () => {
    const storage = createReplyStorage();
    storage.save('GET a', { savedAt: 1, text: '1' });
    storage.save('GET b', { savedAt: 1, text: '1' });

    storage.removeWhere((key) => key === 'GET a');

    expect(storage.load('GET a')).toBeNull();
    expect(storage.load('GET b')).not.toBeNull();
  });
});
