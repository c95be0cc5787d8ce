import { describe, expect, it } from 'vitest';
import { changeFeed, writeSite, type Change, type ChangeOrigin } from './context.ts';
import type { Db } from '../db/database.ts';

describe('changeFeed', () => {
  it('tells listeners, in order, whether a change was made here or relayed from another instance', () => {
    const feed = changeFeed();
    const heard: Array<[string, readonly Change[], ChangeOrigin]> = [];
    feed.subscribe((changes, origin) => heard.push(['first', changes, origin]));
    const stop = feed.subscribe((changes, origin) => heard.push(['second', changes, origin]));
    feed.announce([{ scope: 'structure' }]);
    stop();
    feed.receive([{ scope: 'brands' }]);
    feed.announce([]);
    expect(heard).toEqual([
      ['first', [{ scope: 'structure' }], 'local'],
      ['second', [{ scope: 'structure' }], 'local'],
      ['first', [{ scope: 'brands' }], 'remote'],
    ]);
  });
});

describe('writeSite', () => {
  // A stand-in database whose transactions run the work directly.
  const db = { transaction: () => ({ execute: <T>(work: (trx: never) => Promise<T>) => work(undefined as never) }) } as unknown as Db;

  it('announces after the work succeeds, with changes derived from its result when asked', async () => {
    const changes = changeFeed();
    const heard: Change[][] = [];
    changes.subscribe((batch) => heard.push([...batch]));
    expect(await writeSite({ db, changes }, (id: number) => [{ scope: 'account', accountId: id }], async () => 7)).toBe(7);
    expect(heard).toEqual([[{ scope: 'account', accountId: 7 }]]);
  });

  it('announces nothing when the work fails', async () => {
    const changes = changeFeed();
    const heard: Change[][] = [];
    changes.subscribe((batch) => heard.push([...batch]));
    await expect(writeSite({ db, changes }, [{ scope: 'settings' }], () => Promise.reject(new Error('rolled back')))).rejects.toThrow('rolled back');
    expect(heard).toEqual([]);
  });
});
