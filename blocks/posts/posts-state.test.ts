import type { Communication } from '@tessera/schemas';
import { describe, expect, it } from 'vitest';
import { applyPostsEvent, withItem, type ShownPosts } from './posts-state.ts';

const item = (id: number, extra: Partial<Communication> = {}): Communication => ({
  id, targetId: 5, parentId: null, scope: 'post', from: 2, fromName: 'Ada', own: false, title: null, message: `<p>${id}</p>`, media: [], mentions: [],
  meta: { score: 0, reactionScores: {} }, userReactions: [], children: 0, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', edited: false, ...extra,
});
const shown = (...items: Communication[]): ShownPosts => ({ items, total: items.length, more: false });

describe('posts kept current from live events', () => {
  it('adds a new post first, once, and counts a reply on its parent', () => {
    const list = applyPostsEvent(shown(item(1)), { blockId: 5, id: 2, parentId: null, action: 'created', communication: item(2) }, null, true);
    expect(list.items.map((i) => i.id)).toEqual([2, 1]);
    expect(applyPostsEvent(list, { blockId: 5, id: 2, parentId: null, action: 'created', communication: item(2) }, null, true)).toBe(list);
    const replied = applyPostsEvent(list, { blockId: 5, id: 3, parentId: 1, action: 'created', communication: item(3, { parentId: 1 }) }, null, true);
    expect(replied.items.find((i) => i.id === 1)?.children).toBe(1);
    expect(applyPostsEvent(replied, { blockId: 5, id: 3, parentId: 1, action: 'deleted' }, null, true).items.find((i) => i.id === 1)?.children).toBe(0);
  });

  it('keeps the reader’s own flags on an edit, takes new scores and removes a deleted item', () => {
    const mine = shown(item(1, { own: true, userReactions: ['👍'] }));
    const edited = applyPostsEvent(mine, { blockId: 5, id: 1, parentId: null, action: 'updated', communication: item(1, { message: '<p>new</p>' }) }, null, true);
    expect(edited.items[0]).toMatchObject({ own: true, userReactions: ['👍'], message: '<p>new</p>' });
    const scored = applyPostsEvent(edited, { blockId: 5, id: 1, parentId: null, action: 'scored', meta: { score: 3, reactionScores: { '👍': 3 } } }, null, true);
    expect(scored.items[0]!.meta.score).toBe(3);
    expect(applyPostsEvent(scored, { blockId: 5, id: 1, parentId: null, action: 'deleted' }, null, true)).toEqual({ items: [], total: 0, more: false });
  });

  it('puts the member’s own new item in place once', () => {
    expect(withItem(shown(item(1)), item(2), false).items.map((i) => i.id)).toEqual([1, 2]);
    expect(withItem(shown(item(1)), item(1, { title: 'x' }), false).items[0]!.title).toBe('x');
  });
});
