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

  it("gives the rules the viewer's profile fields and list memberships", () => {
    const withLists = { ...user, listMemberships: [{ id: 1, userListId: 7, state: 'accepted' as const, hidden: false }, { id: 2, userListId: 8, state: 'applied' as const, hidden: true }] };

    const { rules } = pageVisibility({ ...inputs, user: withLists, pageType: 'other', targetId: undefined });

    expect(rules.profile).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(rules.listMemberships).toEqual([{ userListId: 7, state: 'accepted' }, { userListId: 8, state: 'applied' }]);
  });
});
