import { describe, expect, it } from 'vitest';
import { languageProblems } from './language-rules.ts';

describe('languageProblems', () => {
  it('accepts a default that is enabled and published languages that are enabled', () => {
    expect(languageProblems({ default: 'en', enabled: ['en', 'fr'], published: ['fr'] })).toEqual([]);
    expect(languageProblems({ default: 'en', enabled: ['en'] })).toEqual([]);
  });

  it('names a default that is not enabled, and each published language that is not', () => {
    expect(languageProblems({ default: 'cy', enabled: ['en', 'fr'], published: ['fr', 'de', 'ja'] })).toEqual([
      { path: '/languages/default', message: "The default language 'cy' must be one of the enabled languages (en, fr)." },
      { path: '/languages/published/1', message: "'de' cannot be published: it is not an enabled language." },
      { path: '/languages/published/2', message: "'ja' cannot be published: it is not an enabled language." },
    ]);
  });
});
