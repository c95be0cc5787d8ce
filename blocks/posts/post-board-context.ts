// What every part of a post block shares: the host, the block, its rules and the member's rights.
import type { Block, PostRight, PostRules } from '@tessera/schemas';
import type { PostsHost } from './posts-host.ts';

export interface PostBoardContext {
  host: PostsHost;
  block: Block;
  rules: PostRules;
  /** Characters of a post's text shown before "show more" (user posts). */
  displayLength?: number | undefined;
  may(right: PostRight | 'moderate'): boolean;
}
