// GET /profile/{id}, POST /profile/collection and POST /profile/meta/upsert.
import type { FastifyPluginAsync } from 'fastify';
import type { MetaUpsertBody, Profile, ProfileCollectionBody, ProfileCollectionReply } from '@tessera/schemas';
import { signedIn } from '../../auth/authenticate.ts';
import { appError } from '../../errors.ts';
import { bearerAuth, ref, replies } from '../../http/reply-schemas.ts';
import { readProfile, readProfiles } from '../../operations/profiles/read-profiles.ts';
import { upsertProfileMeta } from '../../operations/profiles/upsert-meta.ts';
import type { RouteOptions } from '../../server-context.ts';

export const profileRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', ctx.requireSignIn);
  const common = { tags: ['profiles'], security: bearerAuth };
  const profileReply = ref('api', 'profile');

  app.get<{ Params: { id: number }; Reply: Profile }>('/profile/:id', {
    schema: {
      ...common, summary: 'A profile by account id',
      params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } },
      response: replies(profileReply, 400, 401, 404),
    },
  }, async (request) => {
    const profile = await readProfile(ctx.db, request.params.id);
    if (!profile) throw appError('PROFILE_NOT_FOUND');
    return profile;
  });

  app.post<{ Body: ProfileCollectionBody; Reply: ProfileCollectionReply }>('/profile/collection', {
    schema: {
      ...common, summary: 'Several profiles at once (the runtime batches its lookups); unknown ids are left out',
      body: ref('api', 'profileCollectionBody'), response: replies(ref('api', 'profileCollectionReply'), 400, 401),
    },
  }, async (request) => ({ profiles: await readProfiles(ctx.db, request.body.accountIds) }));

  app.post<{ Body: MetaUpsertBody; Reply: Profile }>('/profile/meta/upsert', {
    schema: {
      ...common, summary: "Write one value at a dot path of the signed-in user's profile meta (null removes it)",
      body: ref('api', 'metaUpsertBody'), response: replies(profileReply, 400, 401),
    },
  }, (request) => {
    const actor = signedIn(request);
    return upsertProfileMeta(ctx, actor, { accountId: actor.accountId, path: request.body.path, value: request.body.data });
  });
};
