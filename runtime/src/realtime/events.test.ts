import { isConnectedInstancePayload, isI18nUpdatePayload, isItemsChangesPayload, isProfileUpdatePayload } from '@tessera/schemas/event-validators';
import { describe, expect, it } from 'vitest';
import { changedPageIds } from './events.ts';

describe('real-time payloads', () => {
  it('are checked whole by the compiled validators: one malformed item makes the payload malformed', () => {
    expect(isItemsChangesPayload({ items: [{ kind: 'page', id: 3 }] })).toBe(true);
    expect(isItemsChangesPayload({ items: [{ kind: 'page', id: 3 }, { kind: 'chair', id: 4 }] })).toBe(false);
    expect(isItemsChangesPayload({ items: [{ kind: 'block', id: 'x' }] })).toBe(false);
    expect(isItemsChangesPayload({ items: 'all' })).toBe(false);
    expect(isItemsChangesPayload(null)).toBe(false);
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

  it('accept account ids, languages, builds and structure revisions only of the right type', () => {
    expect(isProfileUpdatePayload({ accountId: 5 })).toBe(true);
    expect(isProfileUpdatePayload({ accountId: '5' })).toBe(false);
    expect(isI18nUpdatePayload({ language: 'fr' })).toBe(true);
    expect(isI18nUpdatePayload({ language: 'xx' })).toBe(false);
    expect(isConnectedInstancePayload({ instanceId: 'a', build: 'b2', structureRevision: 'r.1' })).toBe(true);
    expect(isConnectedInstancePayload({ instanceId: 'a', build: null, structureRevision: 'r.1' })).toBe(true);
    expect(isConnectedInstancePayload({ build: 'b2', structureRevision: 'r.1' })).toBe(false);
    expect(isConnectedInstancePayload({ instanceId: 'a', build: 'b2' })).toBe(false);
  });
});
