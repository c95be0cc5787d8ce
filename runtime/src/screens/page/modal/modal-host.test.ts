import { describe, expect, it, vi } from 'vitest';
import type { Profile, User } from '@tessera/schemas';
import { createStore } from '../../../state/store.ts';
import { createModalHost } from './modal-host.ts';

const profile = (meta: Profile['data']['meta']): Profile => ({ accountId: 7, data: { profile: { firstName: 'Ada' }, meta }, acceptedUserListIds: [] });
const user = (meta: Profile['data']['meta']) => ({ accountId: 7, email: 'ada@demo.test', isAdmin: false, isElevated: false, profile: profile(meta), listMemberships: [] }) as unknown as User;

describe('the modal host', () => {
  it("reads a modal's state from the member's profile meta", () => {
    const host = createModalHost({ user: createStore(user({ block: { '12': { shown: true } } })), upsertMeta: vi.fn(), notify: vi.fn() });
    expect(host.stateOf(12)).toEqual({ shown: true });
    expect(host.stateOf(13)).toBeUndefined();
  });

  it('writes the state at block.{blockId} and keeps the reply as the profile', async () => {
    const store = createStore(user({}));
    const saved = profile({ block: { '12': { shown: true, agreed: true, timestamp: 't' } } });
    const upsertMeta = vi.fn(async () => saved);
    const host = createModalHost({ user: store, upsertMeta, notify: vi.fn() });
    await host.save(12, { shown: true, agreed: true, timestamp: 't' });
    expect(upsertMeta).toHaveBeenCalledWith('block.12', { shown: true, agreed: true, timestamp: 't' });
    expect(store.get().profile).toBe(saved);
    expect(host.stateOf(12)).toEqual({ shown: true, agreed: true, timestamp: 't' });
  });

  it('passes a failed write on, and shows errors as negative notices', async () => {
    const notify = vi.fn();
    const host = createModalHost({ user: createStore(user({})), upsertMeta: vi.fn(async () => { throw new Error('Offline'); }), notify });
    await expect(host.save(1, { shown: true })).rejects.toThrow('Offline');
    host.notifyError('Offline');
    expect(notify).toHaveBeenCalledWith({ colour: 'negative', message: 'Offline' });
  });
});
