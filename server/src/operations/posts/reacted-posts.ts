// The member's reacted posts (shell spec §3: profile meta holds reactedPosts): what they reacted to
// and with what, newest last, kept in their own meta so every tab and device knows it from /init.
import type { ProfileMeta, ReactedPost } from '@tessera/schemas';
import { jsonBytes, META_TOTAL_MAX_BYTES } from '../profiles/meta-size.ts';

/** The most reacted posts a member's meta keeps; older ones leave first. */
export const MAX_REACTED_POSTS = 100;
/** The most of one member's reactions to one post the entry names (the latest). */
export const MAX_REACTIONS_PER_ENTRY = 20;

const withList = (meta: ProfileMeta, list: ReactedPost[]): ProfileMeta => {
  const { reactedPosts: _old, ...others } = meta;
  return list.length > 0 ? { ...others, reactedPosts: list } : others;
};

/**
 * `meta` with post `targetId` of block `blockId` holding the member's `reactionIds` now (moved to
 * the newest place), or left out when they hold none. Past MAX_REACTED_POSTS, or when the whole
 * meta would outgrow its size, the oldest entries leave: a reaction is never refused for the meta.
 */
export function withReactedPost(meta: ProfileMeta, targetId: number, blockId: number, reactionIds: string[], now: Date): ProfileMeta {
  const others = (meta.reactedPosts ?? []).filter((entry) => entry.targetId !== targetId);
  const [first, ...rest] = reactionIds.slice(-MAX_REACTIONS_PER_ENTRY);
  if (first === undefined) return withList(meta, others);
  const entry: ReactedPost = { targetId, blockId, reactionIds: [first, ...rest], reactedAt: now.toISOString() };
  const list = [...others, entry].slice(-MAX_REACTED_POSTS);
  let next = withList(meta, list);
  while (list.length > 1 && jsonBytes(next) > META_TOTAL_MAX_BYTES) {
    list.shift();
    next = withList(meta, list);
  }
  return next;
}
