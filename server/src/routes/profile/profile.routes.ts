// GET /profile/{id}, POST /profile/collection, POST /profile/meta/upsert and the connectivity privacy switch.
import { profileRoutes } from '@tessera/schemas/contract';
import { signedIn } from '../../auth/authenticate.ts';
import { appError } from '../../errors.ts';
import { implementRoutes } from '../../http/serve-routes.ts';
import { readProfile, readProfiles } from '../../operations/profiles/read-profiles.ts';
import { setConnectivityPrivacy, upsertProfileMeta } from '../../operations/profiles/upsert-meta.ts';
import type { ServerContext } from '../../server-context.ts';

export const profileHandlers = (ctx: ServerContext) => implementRoutes(profileRoutes)({
  async read(request) {
    const profile = await readProfile(ctx.db, signedIn(request), request.params.id);
    if (!profile) throw appError('PROFILE_NOT_FOUND');
    return profile;
  },
  collection: async (request) => ({ profiles: await readProfiles(ctx.db, signedIn(request), request.body.accountIds) }),
  saveForm() {
    // The contract lands first so the browser's profile form can be built against it; the save follows.
    throw appError('INTERNAL', 'Saving profile forms is not implemented yet.');
  },
  upsertMeta(request) {
    const actor = signedIn(request);
    return upsertProfileMeta(ctx, actor, { accountId: actor.accountId, path: request.body.path, value: request.body.data });
  },
  connectivityPrivacy(request) {
    const actor = signedIn(request);
    return setConnectivityPrivacy(ctx, actor, actor.accountId, request.body.isConnectivityPrivate);
  },
});
