// Mentions in what members write: `@First Last` (or `@First` when that is the whole name) names a
// member. The text is cut into the names it may mean; the server looks those up and keeps the
// longest that is a member's public name.

/** The most words a name after @ may have. */
export const MAX_MENTION_WORDS = 3;

const NAME_WORD = /^[\p{L}\p{M}][\p{L}\p{M}'’-]*/u;

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
