import { describe, expect, it } from 'vitest';
import { changedPageIds, readAccountId, readChangedItems, readLanguage, readServerBuild } from './events.ts';

describe('real-time payloads', () => {
  it('reads the changed items, leaving out malformed ones', () => {
    expect(readChangedItems({ items: [{ kind: 'page', id: 3 }, { kind: 'chair', id: 4 }, { kind: 'block', id: 'x' }] })).toEqual([{ kind: 'page', id: 3 }]);
    expect(readChangedItems({ items: 'all' })).toBeNull();
    expect(readChangedItems(null)).toBeNull();
  });

  it('names the pages whose records changed: pages, and the pages of blocks, once each', () => {
    const ids = changedPageIds([
      { kind: 'module', id: 1 },
      { kind: 'page', id: 7, moduleId: 1 },
      { kind: 'block', id: 90, pageId: 7 },
      { kind: 'block', id: 91, pageId: 8 },
      { kind: 'block', id: 92 },
    ]);
    expect(ids).toEqual([7, 8]);
  });

  it('reads account ids, languages and builds only when they have the right type', () => {
    expect(readAccountId({ accountId: 5 })).toBe(5);
    expect(readAccountId({ accountId: '5' })).toBeNull();
    expect(readLanguage({ language: 'fr' })).toBe('fr');
    expect(readLanguage({ language: 'xx' })).toBeNull();
    expect(readServerBuild({ instanceId: 'a', build: 'b2' })).toBe('b2');
    expect(readServerBuild({ instanceId: 'a', build: null })).toBeNull();
  });
});
