// The words of a search as someone types (pickers): each must be found somewhere in the text searched.

/** Words past this many are ignored: a name is matched long before, and each word costs a scan. */
export const MAX_SEARCH_WORDS = 5;

/** The words of a search text: split at spaces, at most MAX_SEARCH_WORDS. */
export const searchWords = (text: string) => text.trim().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);

/** A word with ILIKE's wildcards taken literally. */
const literal = (word: string) => word.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A word as an ILIKE pattern that finds it anywhere. */
export const containing = (word: string) => `%${literal(word)}%`;

/** A word as an ILIKE pattern that finds text starting with it. */
export const startingWith = (word: string) => `${literal(word)}%`;
