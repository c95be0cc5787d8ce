import { describe, expect, it } from 'vitest';
import { activeLanguage, publishedLanguages } from './published-languages.ts';

const languages = { default: 'en', enabled: ['en', 'fr', 'cy', 'de'], published: ['fr', 'ja', 'cy'] } as const;

describe('publishedLanguages', () => {
  it('lists the default first, then the published languages that are enabled', () => {
    expect(publishedLanguages({ ...languages, enabled: [...languages.enabled], published: [...languages.published] })).toEqual(['en', 'fr', 'cy']);
  });

  it('has the default even when nothing is published, or the default is listed again', () => {
    expect(publishedLanguages({ default: 'cy', enabled: ['cy', 'en'] })).toEqual(['cy']);
    expect(publishedLanguages({ default: 'cy', enabled: ['cy', 'en'], published: ['en', 'cy'] })).toEqual(['cy', 'en']);
  });
});

describe('activeLanguage', () => {
  const settings = { ...languages, enabled: [...languages.enabled], published: [...languages.published] };

  it.each([
    ['fr', 'fr', 'published and enabled'],
    ['de', 'en', 'enabled but not published'],
    ['ja', 'en', 'published but not enabled'],
    ['en', 'en', 'the default'],
    ['xx', 'en', 'not a language'],
    [undefined, 'en', 'no choice'],
    [null, 'en', 'no choice'],
  ] as const)('%s → %s (%s)', (wanted, active, _why) => {
    expect(activeLanguage(settings, wanted)).toBe(active);
  });
});
