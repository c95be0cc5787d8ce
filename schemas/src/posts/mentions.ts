// Mentions in what members write: `@First Last` (or `@First` when that is the whole name) names a
// member. The text is cut into the names it may mean; the server looks those up and keeps the
// longest that is a member's public name. The composer reads a mention being typed by the same rules
// (mentionAt) to suggest members, and suggests only names a mention reads whole (readsAsMention).

/** The most words a name after @ may have. */
export const MAX_MENTION_WORDS = 3;

const NAME_WORD_PATTERN = "[\\p{L}\\p{M}][\\p{L}\\p{M}'’-]*";
const NAME_WORD = new RegExp(`^${NAME_WORD_PATTERN}`, 'u');
/** Name words as typed so far: one space between them, and one may end them (the next word is coming). */
const TYPED_NAME = new RegExp(`^${NAME_WORD_PATTERN}(?: ${NAME_WORD_PATTERN}){0,${MAX_MENTION_WORDS - 1}} ?$`, 'u');
/** A character an @ may not follow to start a mention (it would be inside a word or an address). */
const ENDS_IN_WORD = /[\p{L}\p{N}_@]$/u;
/** The search of a member takes at most this many characters (GET /profile/search). */
const MAX_TYPED_LENGTH = 100;

/**
 * For each @ that starts a word in `text`, the names it may stand for, longest first (lower case):
 * "hi @Ada Lovelace!" → [["ada lovelace", "ada"]].
 */
export function mentionCandidates(text: string): string[][] {
  const found: string[][] = [];
  for (const match of text.matchAll(/(^|[^\p{L}\p{N}_@])@/gu)) {
    let rest = text.slice(match.index + match[0].length);
    const words: string[] = [];
    while (words.length < MAX_MENTION_WORDS) {
      const word = NAME_WORD.exec(rest)?.[0];
      if (!word) break;
      words.push(word.replace(/['’-]+$/u, ''));
      rest = rest.slice(word.length);
      if (!/^ \S/u.test(rest)) break;
      rest = rest.slice(1);
    }
    if (words.length === 0) continue;
    found.push(words.map((_, i) => words.slice(0, words.length - i).join(' ').toLowerCase()));
  }
  return found;
}

/** Of each @'s candidates, the longest that `isName` knows; each name once. */
export function pickMentions(candidates: readonly string[][], isName: (name: string) => boolean): string[] {
  const picked = new Set<string>();
  for (const names of candidates) {
    const name = names.find(isName);
    if (name) picked.add(name);
  }
  return [...picked];
}

/** A mention being typed: where its @ is, and the name words after it up to the caret. */
export interface TypedMention {
  /** The index of the @. */
  start: number;
  /** What follows the @ up to the caret. */
  typed: string;
}

/**
 * The mention the caret is in, read as mentionCandidates reads one (an @ that starts a word, then up
 * to MAX_MENTION_WORDS name words), or null: "hi @Ada Lo|" → {start: 3, typed: "Ada Lo"}.
 */
export function mentionAt(text: string, caret: number): TypedMention | null {
  const before = text.slice(0, caret);
  const start = before.lastIndexOf('@');
  if (start < 0 || ENDS_IN_WORD.test(before.slice(0, start))) return null;
  const typed = before.slice(start + 1);
  return typed.length <= MAX_TYPED_LENGTH && TYPED_NAME.test(typed) ? { start, typed } : null;
}

/** Whether `@name` is read as the whole of `name`: a member with that name can be mentioned. */
export const readsAsMention = (name: string): boolean => mentionCandidates(`@${name}`)[0]?.[0] === name.toLowerCase();
