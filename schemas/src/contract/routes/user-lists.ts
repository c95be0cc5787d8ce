// The user list calls of data spec §7 (User lists): the lists, their members, counts, the rule
// loop check, leader lists, the per-list admin flags, capacity and hidden memberships. The label
// search is its own area (user-list-search.ts).
import Type from 'typebox';
import * as model from '../../generated/model-refs.ts';
import { databaseId, idParams } from '../params.ts';
import { routeArea } from '../route.ts';

const manage = { action: 'update', subject: 'userLists' } as const;
const modeParams = Type.Object({ id: databaseId(), mode: Type.Boolean({ description: 'true turns the flag on, false off' }) });
const statesText = Type.String({
  pattern: '^(accepted|applied|banned|completed|rejected|returned|withdrawn)(,(accepted|applied|banned|completed|rejected|returned|withdrawn)){0,6}$',
  description: 'Membership states separated by commas',
});

export const userListRoutes = routeArea('userLists', {
  listUserLists: {
    method: 'GET', path: '/userLists', access: 'signedIn',
    summary: 'Every user list, by label; empty for users who are neither elevated nor admins (data spec §6)',
    reply: model.UserListsReply, errors: [],
  },
  createUserList: {
    method: 'PUT', path: '/userLists', access: 'signedIn', permission: { action: 'create', subject: 'userLists' },
    summary: 'Creates a list filled by hand or a dynamic list with its rule',
    // A label in nine languages and a rule tree: at their largest, about 24 KB.
    body: model.UserListCreateBody, reply: model.UserList, errors: ['NOT_ALLOWED', 'SLUG_TAKEN'], bodyLimit: 32 * 1024,
  },
  userListById: {
    method: 'GET', path: '/userLists/{id}', access: 'signedIn',
    summary: 'A user list, with isFull', params: idParams, reply: model.UserList, errors: ['USER_LIST_NOT_FOUND'],
  },
  updateUserList: {
    method: 'POST', path: '/userLists/{id}', access: 'signedIn', permission: manage,
    summary: 'Changes a list (the properties sent); a new rule refills a dynamic list at once', params: idParams,
    body: model.UserListUpdateBody, reply: model.UserList, errors: ['NOT_ALLOWED', 'USER_LIST_NOT_FOUND', 'REVISION_CONFLICT'], bodyLimit: 32 * 1024,
  },
  deleteUserList: {
    // The spec writes this path in lower case.
    method: 'DELETE', path: '/userlists/{id}', access: 'signedIn', permission: { action: 'delete', subject: 'userLists' },
    summary: 'Deletes a list and its memberships; system lists and lists another dynamic list names are refused (400 with the reason)',
    params: idParams, reply: model.OkReply, errors: ['NOT_ALLOWED', 'USER_LIST_NOT_FOUND'],
  },
  loopCheck: {
    method: 'POST', path: '/userLists/doLoopCheck/{id}', access: 'signedIn', permission: manage,
    summary: "Whether the list's rule leads back to the list through the rules of the dynamic lists it names",
    params: idParams, reply: model.LoopCheckReply, errors: ['NOT_ALLOWED', 'USER_LIST_NOT_FOUND'],
  },
  listMembers: {
    method: 'GET', path: '/userLists/{id}/users', access: 'signedIn',
    summary: 'The members: every membership for those who may change the list, else the accepted members who are not hidden',
    params: idParams, reply: model.ListMembersReply, errors: ['USER_LIST_NOT_FOUND'],
  },
  addMembers: {
    method: 'POST', path: '/userLists/{id}/users', access: 'signedIn', permission: manage,
    summary: 'Adds accounts to a list filled by hand, all or none; refused for dynamic and system lists and beyond the capacity',
    params: idParams, body: model.AddListUsersBody, reply: model.AddListUsersReply,
    errors: ['NOT_ALLOWED', 'USER_LIST_NOT_FOUND', 'LIST_FILLS_ITSELF', 'LIST_AT_CAPACITY', 'SLUG_TAKEN'],
  },
  removeMember: {
    method: 'DELETE', path: '/userLists/{id}/{accountId}', access: 'signedIn', permission: manage,
    summary: "Ends an account's membership of a list filled by hand",
    params: Type.Object({ id: databaseId(), accountId: databaseId() }), reply: model.OkReply,
    errors: ['NOT_ALLOWED', 'USER_LIST_NOT_FOUND', 'MEMBERSHIP_NOT_FOUND', 'LIST_FILLS_ITSELF'],
  },
  countUsers: {
    method: 'POST', path: '/userLists/admin/countUsers', access: 'signedIn', permission: { action: 'accessUsersLists', subject: 'userLists' },
    summary: 'How many memberships each list holds in the states asked for',
    body: model.CountUsersBody, reply: model.CountUsersReply, errors: ['NOT_ALLOWED'],
  },
  setIsAdmin: {
    method: 'POST', path: '/userLists/admin/{id}/isAdmin/{mode}', access: 'signedIn', permission: { action: 'managePermissions', subject: 'userLists' },
    summary: "Per-list admin flag: the list's accepted members are administrators", params: modeParams,
    reply: model.UserList, errors: ['NOT_ALLOWED', 'USER_LIST_NOT_FOUND'],
  },
  setAllowPermissions: {
    method: 'POST', path: '/userLists/admin/{id}/allowPermissions/{mode}', access: 'signedIn', permission: { action: 'managePermissions', subject: 'userLists' },
    summary: "Per-list admin flag: the list's accepted members hold its individual permissions", params: modeParams,
    reply: model.UserList, errors: ['NOT_ALLOWED', 'USER_LIST_NOT_FOUND'],
  },
  setListPermission: {
    method: 'POST', path: '/userLists/admin/{id}/{permission}/{mode}', access: 'signedIn', permission: { action: 'managePermissions', subject: 'userLists' },
    summary: 'Gives or takes one individual permission of a list',
    params: Type.Object({ id: databaseId(), permission: model.ListPermission, mode: Type.Boolean() }),
    reply: model.UserList, errors: ['NOT_ALLOWED', 'USER_LIST_NOT_FOUND'],
  },
  leaderLists: {
    method: 'GET', path: '/userLists/getLeaderLists/{accountId}', access: 'signedIn',
    summary: "The lists that accepted the account (one's own, or anyone's with accessUserData)",
    params: Type.Object({ accountId: databaseId() }), reply: model.UserListsReply, errors: ['NOT_ALLOWED'],
  },
  leaderListsInStates: {
    method: 'GET', path: '/userLists/getLeaderLists/{accountId}/{states}', access: 'signedIn',
    summary: 'The lists holding a membership of the account in one of the states',
    params: Type.Object({ accountId: databaseId(), states: statesText }), reply: model.UserListsReply, errors: ['NOT_ALLOWED'],
  },
  setCapacity: {
    method: 'POST', path: '/userLists/setCapacity', access: 'signedIn', permission: manage,
    summary: "Sets the capacity of the list of an entity's connection type (null: no limit)",
    body: model.SetCapacityBody, reply: model.UserList, errors: ['NOT_ALLOWED', 'USER_LIST_NOT_FOUND'],
  },
  toggleHidden: {
    method: 'POST', path: '/applications/membership/{id}/toggleHidden', access: 'signedIn',
    summary: "Hides a membership from the list's public views, or shows it again (the member's own, or any for those who may change the list)",
    params: idParams, reply: model.ListMembership, errors: ['NOT_ALLOWED', 'MEMBERSHIP_NOT_FOUND'],
  },
});
