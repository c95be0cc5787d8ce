// What a block that holds posts allows (forms spec §9, card wall and user post constants; §6,
// per-block default permissions): the limits a post or comment must meet and who may write, reply
// and react. The block types' options (blocks/discussion, cardWall, userPost) carry these names,
// so the server reads the rules straight from a block's options and the runtime from the same.
import type { PostMediaType } from '../generated/model.ts';

/** The block types members post in. */
export const POST_BLOCK_TYPES = ['discussion', 'cardWall', 'userPost'] as const;
export type PostBlockType = (typeof POST_BLOCK_TYPES)[number];

export const isPostBlockType = (type: string): type is PostBlockType => (POST_BLOCK_TYPES as readonly string[]).includes(type);

/** Who may do a thing in the block by default: every signed-in member, or only admins and those granted it on the block. */
export type PostRightLevel = 'member' | 'admin';

/** The per-block rights (forms spec §6 names canCreateComments). */
export const POST_RIGHTS = ['canCreateComments', 'canReply', 'canReact'] as const;
export type PostRight = (typeof POST_RIGHTS)[number];

/** The options every post block has (each type's schema declares them with its own defaults). */
export interface PostRules {
  /** Longest title; 0: posts have no title. */
  maxTitleLength: number;
  /** Longest text (its plain text, once sanitised); 0: no limit beyond the API's. */
  maxContentLength: number;
  /** Authors (or moderators) may change what they wrote. */
  allowEdit: boolean;
  /** Only the author may change a post, even for those who may moderate the block. */
  onlyEditOwn: boolean;
  /** Members may answer posts. */
  allowReplies: boolean;
  /** Media per post (user posts: 0 to 6). */
  minMediaPerPost: number;
  maxMediaPerPost: number;
  /** The media types a post may carry. */
  mediaTypes: readonly PostMediaType[];
  permissions: Readonly<Record<PostRight, PostRightLevel>>;
}

/** Card wall constants of forms spec §9; canCreateComments is admin by default (§6). */
export const CARD_WALL_RULES = {
  maxTitleLength: 100, maxContentLength: 500, allowEdit: true, onlyEditOwn: true, allowReplies: false,
  minMediaPerPost: 0, maxMediaPerPost: 0, mediaTypes: [],
  permissions: { canCreateComments: 'admin', canReply: 'member', canReact: 'member' },
} as const satisfies PostRules;

/** User post constants of forms spec §9 (message display length: USER_POST_DISPLAY_LENGTH). */
export const USER_POST_RULES = {
  maxTitleLength: 400, maxContentLength: 0, allowEdit: true, onlyEditOwn: true, allowReplies: true,
  minMediaPerPost: 0, maxMediaPerPost: 6, mediaTypes: ['image', 'audio', 'video', 'document', 'link'],
  permissions: { canCreateComments: 'member', canReply: 'member', canReact: 'member' },
} as const satisfies PostRules;

/** A discussion: threaded comments without titles or media, open to members. */
export const DISCUSSION_RULES = {
  maxTitleLength: 0, maxContentLength: 0, allowEdit: true, onlyEditOwn: true, allowReplies: true,
  minMediaPerPost: 0, maxMediaPerPost: 0, mediaTypes: [],
  permissions: { canCreateComments: 'member', canReply: 'member', canReact: 'member' },
} as const satisfies PostRules;

/** Characters of a user post's text shown before "show more" (forms spec §9). */
export const USER_POST_DISPLAY_LENGTH = 200;
