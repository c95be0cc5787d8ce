import { describe, expect, it } from 'vitest';
import { changeFeed, type ChangeOrigin } from './change-feed.ts';
import type { Change } from './context.ts';

describe('changeFeed', () => {
  it('clears caches before it relays to other instances and before it tells clients, whatever the subscription order', () => {
    const feed = changeFeed();
    const heard: string[] = [];
    // Subscribed in the worst order: the client side first, the cache last.
    feed.subscribe('clients', () => heard.push('sockets'));
    feed.subscribe('instances', () => heard.push('relay'));
    feed.subscribe('caches', () => heard.push('cache'));
    feed.announce([{ scope: 'structure' }]);
    expect(heard).toEqual(['cache', 'relay', 'sockets']);
  });

  it('hands changes relayed from another instance to the caches only', () => {
    const feed = changeFeed();
    const heard: Array<[string, readonly Change[], ChangeOrigin]> = [];
    feed.subscribe('caches', (changes, origin) => heard.push(['cache', changes, origin]));
    feed.subscribe('instances', (changes, origin) => heard.push(['relay', changes, origin]));
    feed.subscribe('clients', (changes, origin) => heard.push(['sockets', changes, origin]));
    feed.receive([{ scope: 'brands' }]);
    expect(heard).toEqual([['cache', [{ scope: 'brands' }], 'remote']]);
  });

  it('stops telling a listener that unsubscribed, and announces nothing for no changes', () => {
    const feed = changeFeed();
    const heard: Change[][] = [];
    const stop = feed.subscribe('caches', (changes) => heard.push([...changes]));
    feed.announce([]);
    feed.announce([{ scope: 'settings' }]);
    stop();
    feed.announce([{ scope: 'brands' }]);
    expect(heard).toEqual([[{ scope: 'settings' }]]);
  });

  it('merges what one announcement repeats', () => {
    const feed = changeFeed();
    const heard: Change[][] = [];
    feed.subscribe('clients', (changes) => heard.push([...changes]));
    feed.announce([{ scope: 'account', accountId: 1 }, { scope: 'account', accountId: 1 }]);
    expect(heard).toEqual([[{ scope: 'account', accountId: 1 }]]);
  });
});
