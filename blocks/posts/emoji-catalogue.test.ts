import { isReaction } from '@tessera/schemas';
import { describe, expect, it } from 'vitest';
import { EMOJI_CATALOGUE, EMOJI_CATEGORIES, QUICK_REACTIONS } from './emoji-catalogue.ts';

describe('emoji catalogue', () => {
  it("has the spec's categories, each with emoji the server accepts as reactions", () => {
    expect(Object.keys(EMOJI_CATALOGUE)).toEqual([...EMOJI_CATEGORIES]);
    for (const emoji of [...Object.values(EMOJI_CATALOGUE).flat(), ...QUICK_REACTIONS]) expect(isReaction(emoji), emoji).toBe(true);
    expect(isReaction('like')).toBe(false);
    expect(isReaction('👍👍')).toBe(false);
  });
});
