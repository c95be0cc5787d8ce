import { describe, expect, it } from 'vitest';
import type { ProfileSearchHit } from '@tessera/schemas';
import { MAX_SUGGESTIONS, matchesTyped, mentionSuggestions } from './mention-suggestions.ts';

const hit = (accountId: number, firstName: string, lastName: string): ProfileSearchHit => ({ accountId, firstName, lastName });
const WRITER = 99;
const names = (hits: ProfileSearchHit[], typed: string) => mentionSuggestions(hits, typed, WRITER).map(({ name, shared }) => (shared ? `${name} (shared)` : name));

describe('mentionSuggestions', () => {
  it('offers each member by the name a mention writes, closest matches first', () => {
    const hits = [hit(1, 'Dafydd', 'Adams'), hit(2, ' Ada ', 'Lovelace'), hit(3, 'Hamid', 'Nadar'), hit(4, 'Adam', '')];
    expect(names(hits, 'ad')).toEqual(['Ada Lovelace', 'Adam', 'Dafydd Adams', 'Hamid Nadar']);
    expect(names([hit(1, 'Carlo', 'Adamo'), hit(2, 'Lois', 'Adams'), hit(3, 'Ada', 'Lovelace')], 'ada lo')).toEqual(['Ada Lovelace', 'Lois Adams', 'Carlo Adamo']);
  });

  it('leaves out the writer and names a mention cannot read whole', () => {
    const hits = [hit(WRITER, 'Grace', 'Hopper'), hit(1, 'Mary Ann', 'van Dyke'), hit(2, 'R2', 'D2'), hit(3, 'Grace', 'Kelly')];
    expect(names(hits, 'gr')).toEqual(['Grace Kelly']);
  });

  it('offers a name two members share once, as shared (a mention of it reaches neither)', () => {
    const hits = [hit(1, 'Ada', 'Lovelace'), hit(2, 'ada', 'lovelace'), hit(3, 'Ada', 'Byron')];
    expect(mentionSuggestions(hits, 'ada', WRITER)).toEqual([
      { accountId: 1, name: 'Ada Lovelace', shared: true },
      { accountId: 3, name: 'Ada Byron', shared: false },
    ]);
  });

  it('counts the writer among those sharing a name', () => {
    expect(names([hit(WRITER, 'Grace', 'Hopper'), hit(1, 'Grace', 'Hopper')], 'grace')).toEqual(['Grace Hopper (shared)']);
  });

  it(`shows at most ${MAX_SUGGESTIONS}`, () => {
    const hits = Array.from({ length: 20 }, (_, i) => hit(i, 'Ada', `Lovelace${String.fromCharCode(97 + i)}`));
    expect(mentionSuggestions(hits, 'ada', WRITER)).toHaveLength(MAX_SUGGESTIONS);
  });
});

describe('matchesTyped', () => {
  it('is true when every word typed is in the name, any case', () => {
    expect(matchesTyped('Ada Lovelace', 'ove AD ')).toBe(true);
    expect(matchesTyped('Ada Lovelace', 'ada x')).toBe(false);
  });
});
