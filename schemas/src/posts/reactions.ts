// Reactions are emoji: one grapheme of pictographs, flags or keycaps (with their modifiers and
// joiners), as the picker offers them.

const EMOJI = /^(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|[#*0-9]\uFE0F?\u20E3)(?:[\p{Emoji_Modifier}\p{Regional_Indicator}\uFE0F\u20E3]|\u200D\p{Extended_Pictographic})*$/u;

/** Whether `reactionId` is one emoji. */
export const isReaction = (reactionId: string): boolean => reactionId.length <= 32 && EMOJI.test(reactionId);
