import * as model from '../../generated/model-refs.ts';
import { idParams } from '../params.ts';
import { routeArea } from '../route.ts';

export const profileRoutes = routeArea('profiles', {
  read: {
    method: 'GET', path: '/profile/{id}', access: 'signedIn',
    summary: 'A profile by account id', params: idParams, reply: model.Profile, errors: ['PROFILE_NOT_FOUND'],
  },
  collection: {
    method: 'POST', path: '/profile/collection', access: 'signedIn',
    summary: 'Several profiles at once (the runtime batches its lookups); unknown ids are left out',
    body: model.ProfileCollectionBody, reply: model.ProfileCollectionReply, errors: [], bodyLimit: 16 * 1024,
  },
  upsertMeta: {
    method: 'POST', path: '/profile/meta/upsert', access: 'signedIn',
    summary: "Write one value at a dot path of the signed-in user's profile meta (null removes it)",
    body: model.MetaUpsertBody, reply: model.Profile, errors: [], bodyLimit: 64 * 1024,
  },
});
