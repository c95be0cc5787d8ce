// Posts and comments in blocks (issue 15): the rules of post blocks, who may do what in them,
// mentions and reactions.
export {
  POST_BLOCK_TYPES, POST_RIGHTS, CARD_WALL_RULES, USER_POST_RULES, DISCUSSION_RULES, USER_POST_DISPLAY_LENGTH, isPostBlockType,
  type PostBlockType, type PostRight, type PostRightLevel, type PostRules,
} from './post-rules.ts';
export { POST_RIGHT_ACTIONS, mayInPostBlock, mayModeratePosts, type PostBlockRef } from './post-rights.ts';
export { postProblems, describePostProblem, characterCount, type PostProblem, type PostDraft } from './post-problems.ts';
export { mentionCandidates, pickMentions, mentionAt, readsAsMention, MAX_MENTION_WORDS, type TypedMention } from './mentions.ts';
export { isReaction } from './reactions.ts';
export { blockPositionKey, formatBlockPosition, parseBlockPosition, type BlockPosition } from './block-position.ts';
export { MEDIA_TYPES_BY_SOURCE, mediaShapeProblem } from './post-media.ts';
export { ABUSE_CATEGORIES, ABUSE_REPORT_STATUSES } from './abuse-reports.ts';
