import { describe, expect, it } from 'vitest';
import { APP_ROUTE_SEGMENTS, isValidModuleSlug, isValidPageSlug } from './reserved.ts';

describe('reserved slugs', () => {
  it("keeps every first segment of the app's routes from modules, whatever its case", () => {
    for (const segment of APP_ROUTE_SEGMENTS) {
      expect(isValidModuleSlug(segment.toLowerCase()), segment).toBe(false);
    }
    expect(isValidModuleSlug('autologin')).toBe(false);
    expect(isValidModuleSlug('socialauth')).toBe(false);
  });

  it('keeps the API and structure segments from modules', () => {
    for (const slug of ['api', 'app', 'signin', 'page', 'module', 'block']) expect(isValidModuleSlug(slug), slug).toBe(false);
  });

  it('allows any other well-formed slug', () => {
    expect(isValidModuleSlug('community')).toBe(true);
    expect(isValidModuleSlug('settings-help')).toBe(true);
    expect(isValidModuleSlug('Community')).toBe(false);
    expect(isValidModuleSlug('c'.repeat(65))).toBe(false);
  });

  it('keeps only 404 from pages', () => {
    expect(isValidPageSlug('404')).toBe(false);
    expect(isValidPageSlug('settings')).toBe(true);
    expect(isValidPageSlug('p'.repeat(65))).toBe(false);
  });
});
