import { describe, expect, it, vi } from 'vitest';
import { createStore, follow } from './store.ts';

describe('createStore', () => {
  it('tells its listeners of a new value, and not of the same one again', () => {
    const store = createStore({ name: 'Ada' });
    const listener = vi.fn();
    store.subscribe(listener);
    const same = store.get();

    store.set(same);
    expect(listener).not.toHaveBeenCalled();

    store.update((current) => ({ ...current, name: 'Grace' }));
    expect(store.get()).toEqual({ name: 'Grace' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stops telling a listener that unsubscribed', () => {
    const store = createStore(1);
    const listener = vi.fn();
    const stop = store.subscribe(listener);

    stop();
    store.set(2);

    expect(listener).not.toHaveBeenCalled();
  });
});

describe('follow', () => {
  it('applies the value now and after each change, until stopped', () => {
    const store = createStore('light');
    const apply = vi.fn();

    const stop = follow(store, apply);
    store.set('dark');
    stop();
    store.set('auto');

    expect(apply.mock.calls).toEqual([['light'], ['dark']]);
  });
});
