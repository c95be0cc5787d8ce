import { describe, expect, it } from 'vitest';
import { mentionAt } from '@tessera/schemas';
import { insertMention } from './insert-mention.ts';

/** Picks `name` with the caret where `|` is; the result shows the caret as `|` too. */
function pick(text: string, name: string): string {
  const caret = text.indexOf('|');
  const plain = text.replace('|', '');
  const result = insertMention(plain, mentionAt(plain, caret)!, caret, name);
  return `${result.text.slice(0, result.caret)}|${result.text.slice(result.caret)}`;
}

describe('insertMention', () => {
  it('replaces what was typed after the @ with the name and a space', () => {
    expect(pick('@Ad|', 'Ada Lovelace')).toBe('@Ada Lovelace |');
    expect(pick('Thanks @ad lo|', 'Ada Lovelace')).toBe('Thanks @Ada Lovelace |');
  });

  it('keeps the text after the caret, without doubling its space', () => {
    expect(pick('Hi @Gr| and all', 'Grace Hopper')).toBe('Hi @Grace Hopper |and all');
  });

  it('takes the rest of the word the caret is in as part of the mention', () => {
    expect(pick('@Ad|a, see you', 'Ada Lovelace')).toBe('@Ada Lovelace|, see you');
    expect(pick('Hi @Gr|ace all', 'Grace Hopper')).toBe('Hi @Grace Hopper |all');
  });

  it('adds no space before punctuation or a line break', () => {
    expect(pick('@Ad|!', 'Ada Lovelace')).toBe('@Ada Lovelace|!');
    expect(pick('@Ad|\nNext line', 'Ada Lovelace')).toBe('@Ada Lovelace|\nNext line');
  });
});
