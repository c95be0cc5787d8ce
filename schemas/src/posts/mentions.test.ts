import { describe, expect, it } from 'vitest';
import { mentionAt, mentionCandidates, readsAsMention } from './mentions.ts';

/** mentionAt with the caret where `|` is in `text`. */
const at = (text: string) => mentionAt(text.replace('|', ''), text.indexOf('|'));

describe('mentionAt', () => {
  it('reads the name words typed after an @ up to the caret', () => {
    expect(at('@|')).toBeNull();
    expect(at('@A|')).toEqual({ start: 0, typed: 'A' });
    expect(at('hi @Ada Lo|')).toEqual({ start: 3, typed: 'Ada Lo' });
    expect(at('hi @Ada |')).toEqual({ start: 3, typed: 'Ada ' });
    expect(at('(@Siân|)')).toEqual({ start: 1, typed: 'Siân' });
    expect(at("line\n@Jean-Luc O'Br|")).toEqual({ start: 5, typed: "Jean-Luc O'Br" });
    expect(at('@Ad|a Lovelace')).toEqual({ start: 0, typed: 'Ad' });
  });

  it('reads only what the server reads as a mention', () => {
    expect(at('ada@exam|')).toBeNull(); // inside a word or an address
    expect(at('@@Ada|')).toBeNull();
    expect(at('@Ada  Lo|')).toBeNull(); // two spaces end a name
    expect(at('@Ada Lovelace is here|')).toBeNull(); // past MAX_MENTION_WORDS
    expect(at('@Ada, hi|')).toBeNull();
    expect(at('@R2D2|')).toBeNull();
    expect(at('@Ada\nLo|')).toBeNull();
    expect(at(`@${'a'.repeat(101)}|`)).toBeNull(); // longer than a search takes
  });

  it('takes the last @ before the caret', () => {
    expect(at('@Ada Lovelace and @Gr|')).toEqual({ start: 18, typed: 'Gr' });
    expect(at('@Gr| and @Ada')).toEqual({ start: 0, typed: 'Gr' });
  });

  it('agrees with mentionCandidates on what a finished mention names', () => {
    const text = 'Thanks @Ada Lovelace';
    expect(mentionCandidates(text)[0]![0]).toBe(at(`${text}|`)!.typed.toLowerCase());
  });
});

describe('readsAsMention', () => {
  it('is true of names a mention reads whole', () => {
    expect(readsAsMention('Ada Lovelace')).toBe(true);
    expect(readsAsMention('Ada')).toBe(true);
    expect(readsAsMention("Siân O'Neil-Jones")).toBe(true);
    expect(readsAsMention('Mary Ann Smith')).toBe(true);
  });

  it('is false of names a mention cannot read whole', () => {
    expect(readsAsMention('Mary Ann van Dyke')).toBe(false); // four words
    expect(readsAsMention('Ada  Lovelace')).toBe(false);
    expect(readsAsMention('R2 D2')).toBe(false);
    expect(readsAsMention('Ada Lovelace-')).toBe(false);
    expect(readsAsMention('')).toBe(false);
  });
});
