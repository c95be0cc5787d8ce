import { describe, expect, it } from 'vitest';
import { fakeApp } from '../../shell/test-support/fake-app.ts';
import { pageVisibility } from './page-visibility.ts';

const { user } = fakeApp();
const inputs = { user, editMode: false, isMobile: false } as const;

describe('pageVisibility', () => {
  it("counts a profile page without a target, or with the viewer's id, as the own profile", () => {
    expect(pageVisibility({ ...inputs, pageType: 'profile', targetId: undefined }).isOwnProfile).toBe(true);
    expect(pageVisibility({ ...inputs, pageType: 'profile', targetId: String(user.accountId) }).isOwnProfile).toBe(true);
    expect(pageVisibility({ ...inputs, pageType: 'profile', targetId: '99' }).isOwnProfile).toBe(false);
    expect(pageVisibility({ ...inputs, pageType: 'other', targetId: undefined }).isOwnProfile).toBe(false);
  });

  it("gives the rules the viewer's profile fields and accepted lists", () => {
    const withLists = { ...user, profile: { ...user.profile, acceptedUserListIds: [7] } };

    const { rules } = pageVisibility({ ...inputs, user: withLists, pageType: 'other', targetId: undefined });

    expect(rules.profile).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(rules.listMemberships).toEqual([{ userListId: 7, state: 'accepted' }]);
  });
});
