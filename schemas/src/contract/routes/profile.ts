import * as model from '../../generated/model-refs.ts';
import { idParams } from '../params.ts';
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
});
