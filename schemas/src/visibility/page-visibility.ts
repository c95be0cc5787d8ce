// Page visibility by list membership (shell spec §5, "Membership rule"): a page naming user lists
// in `visibleToLists` shows only to their accepted members, and to those who may change or edit
// the page. Decided on the server; the browser never receives a page it may not view.
import type { MembershipState, PageSummary, Structure } from '../generated/model.ts';
import { can, type PermissionHolder } from '../permissions/can.ts';
import { pageTarget } from '../permissions/item-grants.ts';

/** Who is looking: their rights and their list memberships, in every state. */
export interface PageViewer extends PermissionHolder {
  listMemberships: ReadonlyArray<{ userListId: number; state: MembershipState }>;
}

type ListedPage = Pick<PageSummary, 'id' | 'moduleId' | 'visibleToLists'>;

const isListed = (page: ListedPage) => (page.visibleToLists?.length ?? 0) > 0;

/** Whether `viewer` may view `page`: no lists named, an accepted member of one, or may change or edit the page. */
export function mayViewPage(viewer: PageViewer, page: ListedPage): boolean {
  const lists = page.visibleToLists;
  if (!lists || lists.length === 0) return true;
  if (viewer.listMemberships.some((membership) => membership.state === 'accepted' && lists.includes(membership.userListId))) return true;
  const target = pageTarget(page.id, page.moduleId);
  return can(viewer, 'manageSettings', 'items.pages', target) || can(viewer, 'manageEditMode', 'items.pages', target);
}

/** The ids of the pages of `structure` that `viewer` may not view. */
export const pagesHiddenFrom = (structure: Structure, viewer: PageViewer): Set<number> =>
  new Set(structure.modules.flatMap((module) => module.children.filter((page) => isListed(page) && !mayViewPage(viewer, page)).map((page) => page.id)));

/**
 * `structure` without the `hidden` pages (from each module's `children` and `childIds`; a module
 * whose default page is hidden gets none); the same object when none is hidden.
 */
export function structureWithout(structure: Structure, hidden: ReadonlySet<number>): Structure {
  if (hidden.size === 0) return structure;
  return {
    ...structure,
    modules: structure.modules.map((module) => {
      if (!module.children.some((page) => hidden.has(page.id))) return module;
      return {
        ...module,
        children: module.children.filter((page) => !hidden.has(page.id)),
        childIds: module.childIds.filter((id) => !hidden.has(id)),
        ...(typeof module.defaultPage === 'number' && hidden.has(module.defaultPage) ? { defaultPage: null } : {}),
      };
    }),
  };
}

/** `structure` as `viewer` may see it: without the pages they may not view. */
export const structureForViewer = (structure: Structure, viewer: PageViewer): Structure => structureWithout(structure, pagesHiddenFrom(structure, viewer));
