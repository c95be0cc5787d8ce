import { describe, expect, it } from 'vitest';
import type { BlockVisibility } from '../generated/model.ts';
import { isBlockVisible } from './block-visibility.ts';
import type { VisibilityContext } from './rule-context.ts';

const base: VisibilityContext = {
  editMode: false,
  preview: false,
  isMobile: false,
  pageType: 'other',
  isOwnProfile: false,
  rules: { user: { accountId: 1, email: 'ada@demo.test', isAdmin: false, isElevated: false }, profile: {}, listMemberships: [{ userListId: 5, state: 'accepted' }] },
};

const memberOf5: BlockVisibility['rules'] = { logicalOperator: 'all', children: [{ kind: 'userList', listId: 5 }] };
const memberOf6: BlockVisibility['rules'] = { logicalOperator: 'all', children: [{ kind: 'userList', listId: 6 }] };
const hiddenEverywhere: BlockVisibility = { visibleOnDesktop: false, visibleOnMobile: false, visibleOnUsersOwnProfile: false, visibleOnOtherUsersProfiles: false };

type Row = [label: string, visibility: BlockVisibility | undefined, ctx: Partial<VisibilityContext>, visible: boolean];

const rows: Row[] = [
  ['no visibility settings', undefined, {}, true],
  ['edit mode shows a hidden block', hiddenEverywhere, { editMode: true }, true],
  ['preview shows a hidden block', hiddenEverywhere, { preview: true }, true],
  ['edit mode shows a block whose rules fail', { mode: 'advanced', rules: memberOf6 }, { editMode: true }, true],
  ['advanced: passing rules', { mode: 'advanced', rules: memberOf5 }, {}, true],
  ['advanced: failing rules', { mode: 'advanced', rules: memberOf6 }, {}, false],
  ['advanced: rules decide over the device flags', { mode: 'advanced', rules: memberOf5, visibleOnDesktop: false }, {}, true],
  ['advanced without rules', { mode: 'advanced' }, {}, true],
  ['basic ignores the rules', { mode: 'basic', rules: memberOf6 }, {}, true],
  ['hidden on desktop, on desktop', { visibleOnDesktop: false }, {}, false],
  ['hidden on desktop, on mobile', { visibleOnDesktop: false }, { isMobile: true }, true],
  ['hidden on mobile, on mobile', { visibleOnMobile: false }, { isMobile: true }, false],
  ['hidden on mobile, on desktop', { visibleOnMobile: false }, {}, true],
  ['profile page, own profile hidden, viewing own', { visibleOnUsersOwnProfile: false }, { pageType: 'profile', isOwnProfile: true }, false],
  ['profile page, own profile hidden, viewing another', { visibleOnUsersOwnProfile: false }, { pageType: 'profile' }, true],
  ['profile page, others hidden, viewing another', { visibleOnOtherUsersProfiles: false }, { pageType: 'profile' }, false],
  ['profile page, others hidden, viewing own', { visibleOnOtherUsersProfiles: false }, { pageType: 'profile', isOwnProfile: true }, true],
  ['profile page, device flag still applies', { visibleOnMobile: false }, { pageType: 'profile', isOwnProfile: true, isMobile: true }, false],
  ['other page, own-profile flag false', { visibleOnUsersOwnProfile: false }, {}, false],
  ['other page, other-profile flag false', { visibleOnOtherUsersProfiles: false }, { pageType: 'entity' }, false],
  ['all flags true', { visibleOnDesktop: true, visibleOnMobile: true, visibleOnUsersOwnProfile: true, visibleOnOtherUsersProfiles: true }, {}, true],
];

describe('isBlockVisible', () => {
  it.each(rows)('%s → %s', (_label, visibility, ctx, visible) => {
    expect(isBlockVisible({ visibility }, { ...base, ...ctx })).toBe(visible);
  });
});
