import { describe, expect, it } from 'vitest';
import { validatorFor } from '../ajv.ts';
import { isSlug, SLUG_MAX_LENGTH } from './slug-rule.ts';

const samples = ['home', 'a', '404', 'member-directory', 'x'.repeat(64), 'x'.repeat(65), 'Home', '-home', 'home page', 'héllo', ''];

describe('the slug rule', () => {
  it('allows lower-case letters, digits and dashes, at most 64 characters', () => {
    expect(SLUG_MAX_LENGTH).toBe(64);
    expect(samples.filter(isSlug)).toEqual(['home', 'a', '404', 'member-directory', 'x'.repeat(64)]);
  });

  it('is the JSON Schema the model validates slugs with', () => {
    const validSlug = validatorFor('page', 'slug');
    for (const sample of samples) expect(isSlug(sample), sample).toBe(validSlug(sample));
  });
});
