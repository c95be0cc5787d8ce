import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { changeFeed } from './change-feed.ts';
import { inTransaction, writeSite, type Change } from './context.ts';

// A stand-in database whose transactions run the work directly, counting how many were opened.
function fakeDb() {
  const opened = { count: 0 };
  const db = {
    transaction: () => ({
      execute: <T>(work: (trx: never) => Promise<T>) => {
        opened.count += 1;
        return work({ isTransaction: true } as never);
      },
    }),
  } as unknown as Db;
  return { db, opened };
}

function listening() {
  const changes = changeFeed();
  const heard: Change[][] = [];
  changes.subscribe('caches', (batch) => heard.push([...batch]));
  return { changes, heard };
}

describe('writeSite', () => {
  it('announces after the work succeeds, with changes derived from its result when asked', async () => {
    const { db } = fakeDb();
    const { changes, heard } = listening();
    expect(await writeSite({ db, changes }, (id: number) => [{ scope: 'account', accountId: id }], async () => 7)).toBe(7);
    expect(heard).toEqual([[{ scope: 'account', accountId: 7 }]]);
  });

  it('announces nothing when the work fails', async () => {
    const { db } = fakeDb();
    const { changes, heard } = listening();
    await expect(writeSite({ db, changes }, [{ scope: 'settings' }], () => Promise.reject(new Error('rolled back')))).rejects.toThrow('rolled back');
    expect(heard).toEqual([]);
  });
});

describe('inTransaction', () => {
  it('lets operations join the open transaction and announces their changes once, after the outer commit', async () => {
    const { db, opened } = fakeDb();
    const { changes, heard } = listening();
    await inTransaction({ db, changes }, async (tx) => {
      await writeSite(tx, [{ scope: 'structure', items: [{ kind: 'module', id: 1 }] }], async () => undefined);
      await writeSite(tx, [{ scope: 'brands' }], async () => undefined);
      await writeSite(tx, [{ scope: 'structure', items: [{ kind: 'module', id: 2 }] }], async () => undefined);
      expect(heard).toEqual([]);
    });
    expect(opened.count).toBe(1);
    expect(heard).toEqual([[{ scope: 'structure', items: [{ kind: 'module', id: 1 }, { kind: 'module', id: 2 }] }, { scope: 'brands' }]]);
  });

  it('announces nothing the joined operations queued when the outer work fails', async () => {
    const { db } = fakeDb();
    const { changes, heard } = listening();
    await expect(inTransaction({ db, changes }, async (tx) => {
      await writeSite(tx, [{ scope: 'brands' }], async () => undefined);
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    expect(heard).toEqual([]);
  });
});
