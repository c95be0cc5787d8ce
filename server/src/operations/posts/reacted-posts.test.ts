import type { ProfileMeta } from '@tessera/schemas';
import { describe, expect, it } from 'vitest';
import { jsonBytes, META_TOTAL_MAX_BYTES } from '../profiles/meta-size.ts';
import { MAX_REACTED_POSTS, MAX_REACTIONS_PER_ENTRY, withReactedPost } from './reacted-posts.ts';

const now = new Date('2026-11-26T12:00:00Z');

describe('withReactedPost', () => {
  it('adds a post newest last, moves one reacted to again to the end, and drops it when no reaction is left', () => {
    let meta = withReactedPost({ language: 'en' }, 1, 9, ['👍'], now);
    meta = withReactedPost(meta, 2, 9, ['🎉'], now);
    expect(meta.reactedPosts?.map((entry) => entry.targetId)).toEqual([1, 2]);
    meta = withReactedPost(meta, 1, 9, ['👍', '❤️'], now);
    expect(meta.reactedPosts).toEqual([
      { targetId: 2, blockId: 9, reactionIds: ['🎉'], reactedAt: now.toISOString() },
      { targetId: 1, blockId: 9, reactionIds: ['👍', '❤️'], reactedAt: now.toISOString() },
    ]);
    meta = withReactedPost(withReactedPost(meta, 1, 9, [], now), 2, 9, [], now);
    expect(meta).toEqual({ language: 'en' });
  });

  it(`keeps the newest ${MAX_REACTED_POSTS} posts and the latest ${MAX_REACTIONS_PER_ENTRY} reactions of one`, () => {
    let meta: ProfileMeta = {};
    for (let id = 1; id <= MAX_REACTED_POSTS + 5; id += 1) meta = withReactedPost(meta, id, 9, ['👍'], now);
    const many = Array.from({ length: MAX_REACTIONS_PER_ENTRY + 3 }, (_, i) => String.fromCodePoint(0x1f600 + i));
    const last = withReactedPost(meta, 500, 9, many, now).reactedPosts!;
    expect(last).toHaveLength(MAX_REACTED_POSTS);
    expect(last[0]!.targetId).toBe(7);
    expect(last.at(-1)!.reactionIds).toEqual(many.slice(-MAX_REACTIONS_PER_ENTRY));
  });

  it('lets the oldest go rather than outgrow the meta', () => {
    const crowded = { block: { 1: { timestamp: 'x'.repeat(META_TOTAL_MAX_BYTES - 600) } } };
    let meta: ProfileMeta = crowded;
    for (let id = 1; id <= 20; id += 1) meta = withReactedPost(meta, id, 9, ['👍'], now);
    expect(jsonBytes(meta)).toBeLessThanOrEqual(META_TOTAL_MAX_BYTES);
    expect(meta.reactedPosts?.at(-1)?.targetId).toBe(20);
  });
});
