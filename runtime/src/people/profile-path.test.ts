import type { AppSettings } from '@tessera/schemas';
import { describe, expect, it } from 'vitest';
import { profilePath } from './profile-path.ts';

const settings = (defaults: { viewProfile?: string; myProfile?: string }) => ({ structure: { defaults } }) as AppSettings;

describe('profilePath', () => {
  it("opens another member's profile on the view page with their id", () => {
    expect(profilePath(settings({ viewProfile: '/community/member-profile' }), 12, 3)).toBe('/community/member-profile/12');
    expect(profilePath(settings({ viewProfile: '/community/member-profile/' }), 12, 3)).toBe('/community/member-profile/12');
  });

  it('opens the own profile on the edit page when there is one', () => {
    const both = settings({ viewProfile: '/community/member-profile', myProfile: '/community/my-profile' });
    expect(profilePath(both, 3, 3)).toBe('/community/my-profile');
    expect(profilePath(settings({ viewProfile: '/people/view' }), 3, 3)).toBe('/people/view/3');
  });

  it('gives null when the site names no profile page', () => {
    expect(profilePath({} as AppSettings, 12, 3)).toBeNull();
  });
});
