import { describe, expect, it } from 'vitest';
import type { Block } from '@tessera/schemas';
import { blockTexts, textChanges } from './block-texts.ts';

const heading: Block = { id: 1, key: 'h', type: 'heading', title: 'Intro', options: { text: 'Welcome', level: 2 }, translations: { fr: { options: { text: 'Bienvenue' } } } };

describe('block texts', () => {
  it("reads the title and the type's translatable options in the default language and in a translation", () => {
    expect(blockTexts(heading, 'en', 'en')).toEqual([
      { name: 'title', isOption: false, value: 'Intro' },
      { name: 'text', isOption: true, value: 'Welcome' },
    ]);
    expect(blockTexts(heading, 'fr', 'en').map((text) => text.value)).toEqual(['', 'Bienvenue']);
  });

  it('writes the default language into the block and another language into its translations', () => {
    const texts = [{ name: 'title', isOption: false, value: 'Hi' }, { name: 'text', isOption: true, value: 'Hello' }];
    expect(textChanges(heading, texts, 'en', 'en')).toEqual({ title: 'Hi', options: { text: 'Hello', level: 2 } });
    expect(textChanges(heading, texts, 'de', 'en')).toEqual({ translations: { fr: { options: { text: 'Bienvenue' } }, de: { title: 'Hi', options: { text: 'Hello' } } } });
  });
});
