import { describe, expect, it } from 'vitest';
import { isSlug, SLUG_MAX_LENGTH } from '@tessera/schemas';
import { slugFromName } from './slug-from-name.ts';

describe('slugFromName', () => {
  it.each([
    ['Événements à venir', 'evenements-a-venir'],
    ['  Q&A — 2024!  ', 'q-a-2024'],
    ['already-a-slug', 'already-a-slug'],
    ['日本語', ''],
  ])('turns %j into %j', (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
  });

  it('gives a valid slug, never longer than allowed', () => {
    const slug = slugFromName(`${'Long name '.repeat(40)}`);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(isSlug(slug)).toBe(true);
  });
});
