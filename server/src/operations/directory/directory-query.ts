// The words typed into the directory as a PostgreSQL text-search query: every word must begin a
// word of the member's searchable text (as-you-type: "gra hop" finds Grace Hopper).
import { MAX_SEARCH_WORDS } from '../search-words.ts';

/**
 * A to_tsquery text of `'word':*` prefixes joined by `&`, or null when nothing searchable was
 * typed. Words are the runs of letters and digits, lower-cased, as the 'simple' configuration
 * splits stored text; nothing else reaches the query, so it cannot be malformed.
 * @example prefixQuery('Gra  Hop!') // "'gra':* & 'hop':*"
 */
export function prefixQuery(text: string | undefined): string | null {
  const words = (text ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const distinct = [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
  return distinct.length === 0 ? null : distinct.map((word) => `'${word}':*`).join(' & ');
}
