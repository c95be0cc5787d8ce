import type { MembershipState, PageType } from '../generated/model.ts';

/** What the visibility rules of a block can read about the viewer and the screen around it. */
export interface RuleContext {
  /** The signed-in user. */
  user: { accountId: number; email: string; isAdmin: boolean; isElevated: boolean };
  /** The signed-in user's profile fields (profile `data.profile`). */
  profile: Record<string, unknown>;
  /** The signed-in user's user-list memberships, in every state. */
  listMemberships: Array<{ userListId: number; state: MembershipState }>;
  /** The entity the page shows, when it shows one. */
  entity?: Record<string, unknown>;
  /** Values of the form the block sits in. */
  form?: Record<string, unknown>;
  /** Values the screen already knows (query parameters, route values and the like). */
  knownValues?: Record<string, unknown>;
  /** Values of the email being built, in the email builder. */
  emailBuilder?: Record<string, unknown>;
}

/** Everything `isBlockVisible` needs to decide whether a block shows. */
export interface VisibilityContext {
  /** Admin edit mode is on: every block shows so it can be edited. */
  editMode: boolean;
  /** A preview of the page: every block shows. */
  preview: boolean;
  /** The screen is below the medium breakpoint. */
  isMobile: boolean;
  pageType: PageType;
  /** On a profile page: the profile shown is the viewer's own. */
  isOwnProfile: boolean;
  rules: RuleContext;
}
