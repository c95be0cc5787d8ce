// What choosing a member in the mention suggestions makes of the text: the mention being typed
// becomes `@Name`, followed by a space unless the text goes on with a space or punctuation.
import type { TypedMention } from '@tessera/schemas';

/** The rest of a name word the caret is in: it belongs to the mention being replaced. */
const REST_OF_WORD = /^[\p{L}\p{M}'’-]*/u;
/** What may follow a mention directly (no space added). */
const GOES_ON_WITHOUT_SPACE = /^[\s\p{P}]/u;

/** The text with `mention` (typed up to `caret`) replaced by `@name`, and where the caret goes: after the mention and its space. */
export function insertMention(text: string, mention: TypedMention, caret: number, name: string): { text: string; caret: number } {
  const after = text.slice(caret).replace(REST_OF_WORD, '');
  const inserted = `@${name}${GOES_ON_WITHOUT_SPACE.test(after) ? '' : ' '}`;
  const caretAfter = mention.start + inserted.length + (after.startsWith(' ') ? 1 : 0);
  return { text: text.slice(0, mention.start) + inserted + after, caret: caretAfter };
}
