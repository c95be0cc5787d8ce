import type { PageType, User, VisibilityContext } from '@tessera/schemas';

export interface PageVisibilityInputs {
  user: User;
  pageType: PageType;
  /** The route's targetId: on a profile page, whose profile is shown (none: the viewer's own). */
  targetId: string | undefined;
  editMode: boolean;
  isMobile: boolean;
}

/** The context the blocks of a page decide their visibility with. */
export function pageVisibility({ user, pageType, targetId, editMode, isMobile }: PageVisibilityInputs): VisibilityContext {
  const isOwnProfile = pageType === 'profile' && (targetId === undefined || Number(targetId) === user.accountId);
  return {
    editMode,
    preview: false,
    isMobile,
    pageType,
    isOwnProfile,
    rules: {
      user: { accountId: user.accountId, email: user.email, isAdmin: user.isAdmin, isElevated: user.isElevated },
      profile: user.profile.data.profile,
      // The server has already decided the rules these read (server-side visibility); they are
      // here for the rules it left to the browser and for blocks loaded in edit mode.
      listMemberships: user.listMemberships.map(({ userListId, state }) => ({ userListId, state })),
    },
  };
}
