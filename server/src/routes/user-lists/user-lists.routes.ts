// The user list calls (data spec §7, User lists). Writes go through the operations, which check
// permission first; reads check here.
import { userListRoutes } from '@tessera/schemas/contract';
import { can, type MembershipState, type UserListCreateBody } from '@tessera/schemas';
import { signedIn } from '../../auth/authenticate.ts';
import { implementRoutes } from '../../http/serve-routes.ts';
import type { Actor } from '../../operations/actor.ts';
import { assertCan } from '../../operations/assert-can.ts';
import { addListMemberships } from '../../operations/lists/add-list-membership.ts';
import { changeUserList } from '../../operations/lists/change-user-list.ts';
import { countListUsers } from '../../operations/lists/count-list-users.ts';
import { createUserList, type NewUserList } from '../../operations/lists/create-user-list.ts';
import { deleteUserList } from '../../operations/lists/delete-user-list.ts';
import { leaderLists } from '../../operations/lists/leader-lists.ts';
import { setListAdminFlag } from '../../operations/lists/list-admin-flags.ts';
import { listMembers } from '../../operations/lists/list-members.ts';
import { loopThrough } from '../../operations/lists/list-rule-checks.ts';
import { newListKey } from '../../operations/lists/new-list-key.ts';
import { readAllUserLists, readUserList } from '../../operations/lists/read-user-lists.ts';
import { removeListMember } from '../../operations/lists/remove-list-member.ts';
import { setConnectionCapacity } from '../../operations/lists/set-capacity.ts';
import { toggleHidden } from '../../operations/lists/toggle-hidden.ts';
import type { ServerContext } from '../../server-context.ts';

/** Loading every list needs an elevated user or the lists permission; others get nothing (data spec §6). */
const loadsAllLists = (reader: Actor) => can(reader, 'manageEditMode', 'userLists') || can(reader, 'accessUsersLists', 'userLists');

export const userListHandlers = (ctx: ServerContext) => {
  /** PUT userLists takes {userList} or the short {_i18n: {label}, type}. */
  const newList = async (body: UserListCreateBody): Promise<NewUserList> => {
    const fields = 'userList' in body ? body.userList : { label: body._i18n.label, type: body.type };
    return { ...fields, key: fields.key ?? (await newListKey(ctx.db, fields.label)) };
  };

  return implementRoutes(userListRoutes)({
    listUserLists: async (request) => ({ userLists: loadsAllLists(signedIn(request)) ? await readAllUserLists(ctx.db) : [] }),
    createUserList: async (request) => createUserList(ctx, signedIn(request), await newList(request.body)),
    userListById: (request) => readUserList(ctx.db, request.params.id),
    updateUserList: (request) => changeUserList(ctx, signedIn(request), request.params.id, request.body.changes, { revision: request.body.revision }),
    deleteUserList: async (request) => {
      await deleteUserList(ctx, signedIn(request), request.params.id);
      return { ok: true };
    },
    loopCheck: async (request) => {
      // Reading the rules is part of changing them: the same permission.
      assertCan(signedIn(request), 'update', 'userLists', { subjectId: request.params.id }, 'You may not check the rules of this list.');
      await readUserList(ctx.db, request.params.id);
      const path = await loopThrough(ctx.db, request.params.id);
      return { hasLoop: path.length > 0, path };
    },
    listMembers: async (request) => ({ users: await listMembers(ctx.db, signedIn(request), request.params.id) }),
    addMembers: async (request) => ({
      memberships: await addListMemberships(ctx, signedIn(request), { userListId: request.params.id, accountIds: request.body.accounts, state: request.body.state ?? 'accepted' }),
    }),
    removeMember: async (request) => {
      await removeListMember(ctx, signedIn(request), request.params.id, request.params.accountId);
      return { ok: true };
    },
    countUsers: async (request) => ({ counts: await countListUsers(ctx.db, signedIn(request), request.body.listIds, request.body.states) }),
    setIsAdmin: (request) => setListAdminFlag(ctx, signedIn(request), request.params.id, { flag: 'isAdmin' }, request.params.mode),
    setAllowPermissions: (request) => setListAdminFlag(ctx, signedIn(request), request.params.id, { flag: 'allowPermissions' }, request.params.mode),
    setListPermission: (request) => setListAdminFlag(ctx, signedIn(request), request.params.id, { flag: 'permission', permission: request.params.permission }, request.params.mode),
    leaderLists: async (request) => ({ userLists: await leaderLists(ctx.db, signedIn(request), request.params.accountId) }),
    leaderListsInStates: async (request) => ({
      userLists: await leaderLists(ctx.db, signedIn(request), request.params.accountId, [...new Set(request.params.states.split(','))] as MembershipState[]),
    }),
    setCapacity: (request) => setConnectionCapacity(ctx, signedIn(request), request.body.entityId, request.body.connectionId, request.body.capacity),
    toggleHidden: (request) => toggleHidden(ctx, signedIn(request), request.params.id),
  });
};
