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
  dataPrivacy: {
    method: 'POST', path: '/profile/meta/privacy/data', access: 'signedIn',
    summary: "Who reads the signed-in member's value of one profile data schema (settings.privacy.data.{key}): public or private; the key must be a profile data schema's",
    body: model.DataPrivacyBody, reply: model.Profile, errors: [], bodyLimit: 1024,
  },
});
