import { describe, expect, it } from 'vitest';
import { mergeChanges } from './merge-changes.ts';

describe('mergeChanges', () => {
  it('merges the items, keys and languages of one scope, in first-seen order', () => {
    expect(mergeChanges([
      { scope: 'structure', items: [{ kind: 'page', id: 4, moduleId: 1 }] },
      { scope: 'settings', keys: ['name'] },
      { scope: 'structure', items: [{ kind: 'module', id: 1 }, { kind: 'page', id: 4, moduleId: 1 }] },
      { scope: 'settings', keys: ['moduleOrder', 'name'] },
      { scope: 'translations', languages: ['fr'] },
      { scope: 'translations', languages: ['cy'] },
    ])).toEqual([
      { scope: 'structure', items: [{ kind: 'page', id: 4, moduleId: 1 }, { kind: 'module', id: 1 }] },
      { scope: 'settings', keys: ['name', 'moduleOrder'] },
      { scope: 'translations', languages: ['fr', 'cy'] },
    ]);
  });

  it('lets a change of a whole scope absorb the narrower ones', () => {
    expect(mergeChanges([{ scope: 'structure', items: [{ kind: 'module', id: 1 }] }, { scope: 'structure' }])).toEqual([{ scope: 'structure' }]);
    expect(mergeChanges([{ scope: 'settings' }, { scope: 'settings', keys: ['name'] }])).toEqual([{ scope: 'settings' }]);
  });

  it("tells an account's change as meta-only when every change merged into it is", () => {
    expect(mergeChanges([{ scope: 'account', accountId: 1, metaOnly: true }, { scope: 'account', accountId: 1, metaOnly: true }])).toEqual([{ scope: 'account', accountId: 1, metaOnly: true }]);
    expect(mergeChanges([{ scope: 'account', accountId: 1, metaOnly: true }, { scope: 'account', accountId: 1 }])).toEqual([{ scope: 'account', accountId: 1 }]);
  });

  it('keeps changes of different accounts, sessions and permission holders apart', () => {
    expect(mergeChanges([
      { scope: 'account', accountId: 1 }, { scope: 'account', accountId: 2 }, { scope: 'account', accountId: 1 },
      { scope: 'permissions' }, { scope: 'permissions', accountId: 2 }, { scope: 'session', sessionId: 's' },
    ])).toEqual([
      { scope: 'account', accountId: 1 }, { scope: 'account', accountId: 2 },
      { scope: 'permissions' }, { scope: 'permissions', accountId: 2 }, { scope: 'session', sessionId: 's' },
    ]);
  });
});
