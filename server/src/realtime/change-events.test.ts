import { LANGUAGE_CODES, type AppSettings } from '@tessera/schemas';
import { describe, expect, it } from 'vitest';
import { emitChanges, type Broadcaster } from './change-events.ts';

const SETTINGS: AppSettings = { name: 'Site', moduleOrder: [], languages: { default: 'en', enabled: ['en'] } };

function recorder() {
  const sent: unknown[][] = [];
  const to: Broadcaster = {
    emit: (room, event, ...payload) => sent.push([room, event, ...payload]),
    disconnect: (room) => sent.push([room, 'disconnect']),
  };
  return { to, sent };
}

describe('emitChanges', () => {
  it('merges the structure changes of one announcement into one items:changes', async () => {
    const { to, sent } = recorder();
    await emitChanges(to, [
      { scope: 'structure', items: [{ kind: 'page', id: 4, moduleId: 1 }] },
      { scope: 'structure' },
      { scope: 'structure', items: [{ kind: 'module', id: 1 }] },
    ], () => Promise.resolve(SETTINGS));
    expect(sent).toEqual([['everyone', 'items:changes', { items: [{ kind: 'page', id: 4, moduleId: 1 }, { kind: 'module', id: 1 }] }]]);
  });

  it("tells everyone of a changed profile, and only the member's own devices when only its meta changed", async () => {
    const { to, sent } = recorder();
    await emitChanges(to, [{ scope: 'account', accountId: 7 }, { scope: 'account', accountId: 8, metaOnly: true }], () => Promise.resolve(SETTINGS));
    expect(sent).toEqual([
      ['everyone', 'profile:update', { accountId: 7 }], ['account:7', 'user:updateData', { accountId: 7 }],
      ['account:8', 'user:updateData', { accountId: 8 }],
    ]);
  });

  it('sends settings:updated with the settings as loaded after the change', async () => {
    const { to, sent } = recorder();
    await emitChanges(to, [{ scope: 'settings' }], () => Promise.resolve(SETTINGS));
    expect(sent).toEqual([['everyone', 'settings:changes', { keys: [] }], ['everyone', 'settings:updated', { settings: SETTINGS }]]);
  });

  it("tells everyone when everyone's permissions or every language's texts changed", async () => {
    const { to, sent } = recorder();
    await emitChanges(to, [{ scope: 'permissions' }, { scope: 'translations' }], () => Promise.resolve(SETTINGS));
    expect(sent).toEqual([
      ['everyone', 'permissions:update', {}],
      ...LANGUAGE_CODES.map((language) => ['everyone', 'i18n:update', { language }]),
    ]);
  });

  it('tells nothing about brands, and disconnects a revoked session', async () => {
    const { to, sent } = recorder();
    await emitChanges(to, [{ scope: 'brands' }, { scope: 'session', sessionId: 's-1' }], () => Promise.resolve(SETTINGS));
    expect(sent).toEqual([['session:s-1', 'disconnect']]);
  });

  it('announces the changed user lists once, as userLists:changes', async () => {
    const { to, sent } = recorder();
    await emitChanges(to, [{ scope: 'userLists', listIds: [3, 5] }, { scope: 'userLists', listIds: [5, 8] }], () => Promise.resolve(SETTINGS));
    expect(sent).toEqual([['everyone', 'userLists:changes', { listIds: [3, 5, 8] }]]);
  });
});
