// GET /profile/{id}, POST /profile/collection and POST /profile/meta/upsert.
import { profileRoutes } from '@tessera/schemas/contract';
import { signedIn } from '../../auth/authenticate.ts';
import { appError } from '../../errors.ts';
import { implementRoutes } from '../../http/serve-routes.ts';
import { readProfile, readProfiles } from '../../operations/profiles/read-profiles.ts';
import { upsertProfileMeta } from '../../operations/profiles/upsert-meta.ts';
import type { ServerContext } from '../../server-context.ts';

export const profileHandlers = (ctx: ServerContext) => implementRoutes(profileRoutes)({
  async read(request) {
    const profile = await readProfile(ctx.db, request.params.id);
    if (!profile) throw appError('PROFILE_NOT_FOUND');
    return profile;
  },
  collection: async (request) => ({ profiles: await readProfiles(ctx.db, request.body.accountIds) }),
  upsertMeta(request) {
    const actor = signedIn(request);
    return upsertProfileMeta(ctx, actor, { accountId: actor.accountId, path: request.body.path, value: request.body.data });
  },
});
