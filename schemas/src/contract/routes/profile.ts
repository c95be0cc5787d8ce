import Type from 'typebox';
import * as model from '../../generated/model-refs.ts';
import { databaseId, idParams } from '../params.ts';
import { routeArea } from '../route.ts';

export const profileRoutes = routeArea('profiles', {
  read: {
    method: 'GET', path: '/profile/{id}', access: 'signedIn',
    summary: "A profile by account id: another member's meta holds only its public keys, and their presence only when they share it",
    params: idParams, reply: model.Profile, errors: ['PROFILE_NOT_FOUND'],
  },
  collection: {
    method: 'POST', path: '/profile/collection', access: 'signedIn',
    summary: 'Several profiles at once, read as GET /profile/{id} (the runtime batches its lookups); unknown ids are left out',
    body: model.ProfileCollectionBody, reply: model.ProfileCollectionReply, errors: [],
  },
  saveForm: {
    method: 'POST', path: '/profile/{accountId}', access: 'signedIn', permission: { action: 'update', subject: 'profiles' },
    summary: "Saves a profile form block's changes to the account's profile data (the owner, or those who may update profiles): only the block's fields, null dropped, every value checked with the block's rules (400 'Invalid form values' listing them in details, nothing stored); replies with the profile as the saver reads it",
    params: Type.Object({ accountId: databaseId() }),
    body: model.ProfileSaveBody, reply: model.Profile, errors: ['NOT_ALLOWED', 'FORM_INVALID', 'BLOCK_NOT_FOUND', 'PROFILE_NOT_FOUND', 'FILE_NOT_FOUND'], bodyLimit: 352 * 1024,
  },
  upsertMeta: {
    method: 'POST', path: '/profile/meta/upsert', access: 'signedIn',
    summary: "Write one value at a dot path of the signed-in user's profile meta (null removes it); a value may be 8 KB, the meta 32 KB",
    body: model.MetaUpsertBody, reply: model.Profile, errors: [], bodyLimit: 64 * 1024,
  },
  connectivityPrivacy: {
    method: 'POST', path: '/profile/meta/privacy/connectivity', access: 'signedIn',
    summary: 'Whether other members may see when the signed-in user is online (settings.privacy.isConnectivityPrivate)',
    body: model.ConnectivityPrivacyBody, reply: model.Profile, errors: [], bodyLimit: 1024,
  },
  addFavourite: {
    method: 'PUT', path: '/profile/favourites/add', access: 'signedIn',
    summary: "Adds a favourite to the signed-in member's meta (favourites.<type>, at most 200 of a type); type 'profiles' names a member, who must exist; adding one already there changes nothing",
    body: model.FavouriteAddBody, reply: model.Profile, errors: ['PROFILE_NOT_FOUND'], bodyLimit: 1024,
  },
  removeFavourite: {
    method: 'DELETE', path: '/profile/favourites', access: 'signedIn',
    summary: "Removes a favourite from the signed-in member's meta (removing one not there changes nothing)",
    query: Type.Object({ type: model.FavouriteType, targetId: databaseId() }, { additionalProperties: false }),
    reply: model.Profile, errors: [],
  },
  viewedProfile: {
    method: 'PUT', path: '/profile/user/actions/viewedProfile', access: 'signedIn',
    summary: "Records that the signed-in member viewed a member's profile (their own is not recorded); the latest 20 are kept",
    body: model.ViewedProfileBody, reply: model.ProfileActionsReply, errors: ['PROFILE_NOT_FOUND'], bodyLimit: 1024,
  },
  actions: {
    method: 'GET', path: '/profile/user/actions/{name}', access: 'signedIn',
    summary: "The signed-in member's latest actions of one name, newest first (viewedProfile: the profiles they viewed last)",
    params: Type.Object({ name: model.ProfileActionName }), reply: model.ProfileActionsReply, errors: [],
  },
  membershipStates: {
    method: 'GET', path: '/profile/listMembershipStates/{accountId}/{includeDynamic}', access: 'signedIn', permission: { action: 'accessUsersLists', subject: 'userLists' },
    summary: "An account's list memberships in every state, hidden ones included: one's own, or anyone's for those who may access users' lists; includeDynamic adds the memberships of dynamic lists",
    params: Type.Object({ accountId: databaseId(), includeDynamic: Type.Boolean() }),
    reply: model.MembershipStatesReply, errors: ['NOT_ALLOWED', 'PROFILE_NOT_FOUND'],
  },
  forceUpdate: {
    method: 'POST', path: '/profile/forceUpdateProfile/{accountId}', access: 'signedIn', permission: { action: 'update', subject: 'profiles' },
    summary: "Writes profile values as given, without a form's rules (null removes one), for those who may update every profile (not a member's own grant); the profile must still match Profile and fit 64 KB",
    params: Type.Object({ accountId: databaseId() }),
    body: model.ForceUpdateBody, reply: model.Profile, errors: ['NOT_ALLOWED', 'PROFILE_NOT_FOUND'], bodyLimit: 352 * 1024,
  },
  remove: {
    method: 'DELETE', path: '/profile/{id}', access: 'signedIn', permission: { action: 'delete', subject: 'profiles' },
    summary: "Deletes an account and everything personal of it: profile, sessions, memberships, grants, history, its avatar and its place in others' favourites and recently viewed (an account's own deletion, or an admin's); files it uploaded stay without an owner",
    params: idParams, reply: model.OkReply, errors: ['NOT_ALLOWED', 'PROFILE_NOT_FOUND'],
  },
  dataPrivacy: {
    method: 'POST', path: '/profile/meta/privacy/data', access: 'signedIn',
    summary: "Who reads the signed-in member's value of one profile data schema (settings.privacy.data.{key}): public or private; the key must be a profile data schema's",
    body: model.DataPrivacyBody, reply: model.Profile, errors: [], bodyLimit: 1024,
  },
});
