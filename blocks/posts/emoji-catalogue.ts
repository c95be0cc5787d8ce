// The reactions offered, by the spec's emoji categories (forms spec §9): a small curated set rather
// than a full emoji library, so the picker costs a few hundred bytes (decision 0048). The server
// accepts any single emoji (schemas isReaction), so a longer list can come without a migration.

export const EMOJI_CATEGORIES = ['Peoples', 'Nature', 'Foods', 'Activity', 'Places', 'Objects', 'Symbols', 'Flags'] as const;
export type EmojiCategory = (typeof EMOJI_CATEGORIES)[number];

export const EMOJI_CATALOGUE: Readonly<Record<EmojiCategory, readonly string[]>> = {
  Peoples: ['👍', '👎', '👏', '🙌', '🙏', '💪', '😀', '😂', '😍', '🤔', '😮', '😢', '😡', '🥳'],
  Nature: ['🌱', '🌻', '🌳', '🍀', '🐝', '🐶', '🐱', '🦋', '🌈', '☀️', '🌧️', '❄️'],
  Foods: ['☕', '🍵', '🍰', '🍪', '🍕', '🍎', '🥕', '🥖', '🍲', '🍻'],
  Activity: ['🎉', '🎨', '🎸', '⚽', '🚴', '🧶', '🎭', '🏆', '🎯', '🧩'],
  Places: ['🏠', '🏫', '⛪', '🏥', '🏖️', '⛰️', '🚲', '🚌', '🚂', '⛵'],
  Objects: ['🔧', '🔨', '🪛', '🧰', '💡', '📚', '✏️', '📷', '🎁', '🔑'],
  Symbols: ['❤️', '💯', '✅', '❌', '⭐', '🔥', '❓', '❗', '♻️', '➕'],
  Flags: ['🏳️‍🌈', '🏁', '🚩', '🇬🇧', '🇫🇷', '🇩🇪', '🇪🇸', '🇯🇵', '🇨🇳', '🇪🇪'],
};

/** Reactions offered at once beside a post, before the picker. */
export const QUICK_REACTIONS: readonly string[] = ['👍', '❤️', '🎉', '😂'];
