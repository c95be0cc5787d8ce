// Which members the mention list offers for a search's hits. Only those a mention can reach: the
// server names a member by their first and last name (resolveMentions), so a name a mention cannot
// read whole is left out, and a name two members share (which names neither) is offered as one
// entry that cannot be picked, saying why. The writer is not offered: nobody is told of their own
// mention.
import { readsAsMention, type ProfileSearchHit } from '@tessera/schemas';

/** At most this many members show in the list (as many as it shows without scrolling). */
export const MAX_SUGGESTIONS = 6;

/**
 * How many members are asked for: more than are shown, so that a member sharing a shown name is
 * seen too (the search orders by name, so namesakes come together).
 */
export const MENTION_SEARCH_LIMIT = 20;

export interface MentionSuggestion {
  /** The member's account (for a shared name, the first of those sharing it). */
  accountId: number;
  /** The name as the mention writes it after the @. */
  name: string;
  /** Another member has this name too: a mention of it reaches neither, so it cannot be picked. */
  shared: boolean;
}

/** The name a mention of the member writes: first and last name, as the server joins them. */
const mentionName = ({ firstName, lastName }: ProfileSearchHit) => [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');

const wordsOf = (typed: string) => typed.trim().toLowerCase().split(/\s+/).filter(Boolean);

/** Whether `name` holds every word typed, as the search matches (any case, anywhere in the name). */
export function matchesTyped(name: string, typed: string): boolean {
  const lower = name.toLowerCase();
  return wordsOf(typed).every((word) => lower.includes(word));
}

/** 0 when the name starts with what was typed, 1 when each word typed starts a word of it, else 2. */
function closeness(name: string, words: readonly string[]): number {
  const lower = name.toLowerCase();
  if (lower.startsWith(words.join(' '))) return 0;
  const nameWords = lower.split(' ');
  return words.every((word) => nameWords.some((nameWord) => nameWord.startsWith(word))) ? 1 : 2;
}

/** What the list offers for `hits` (a search of `typed` by the member `writerId`): the closest names first, then in the search's order. */
export function mentionSuggestions(hits: readonly ProfileSearchHit[], typed: string, writerId: number): MentionSuggestion[] {
  const holders = new Map<string, number>();
  for (const hit of hits) {
    const key = mentionName(hit).toLowerCase();
    holders.set(key, (holders.get(key) ?? 0) + 1);
  }
  const offered = new Set<string>();
  const suggestions: MentionSuggestion[] = [];
  for (const hit of hits) {
    const name = mentionName(hit);
    const key = name.toLowerCase();
    if (hit.accountId === writerId || offered.has(key) || !readsAsMention(name)) continue;
    offered.add(key);
    suggestions.push({ accountId: hit.accountId, name, shared: (holders.get(key) ?? 0) > 1 });
  }
  const words = wordsOf(typed);
  return suggestions
    .map((suggestion, order) => ({ suggestion, order, closeness: closeness(suggestion.name, words) }))
    .sort((a, b) => a.closeness - b.closeness || a.order - b.order)
    .slice(0, MAX_SUGGESTIONS)
    .map(({ suggestion }) => suggestion);
}
