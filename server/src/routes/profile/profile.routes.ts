// GET /profile/{id}, POST /profile/collection, the profile form save, POST /profile/meta/upsert,
// the privacy switches (connectivity, and who reads each profile value), favourites, recently
// viewed, membership states, the forced update and the deletion of an account.
import { profileRoutes } from '@tessera/schemas/contract';
import { signedIn } from '../../auth/authenticate.ts';
import { appError } from '../../errors.ts';
import { implementRoutes } from '../../http/serve-routes.ts';
import { canStartChat } from '../../operations/chat/read-chats.ts';
import { deleteAccount } from '../../operations/profiles/delete-account.ts';
import { addFavourite, removeFavourite } from '../../operations/profiles/favourites.ts';
import { forceUpdateProfile } from '../../operations/profiles/force-update.ts';
import { membershipStates } from '../../operations/profiles/membership-states.ts';
import { readProfile, readProfiles } from '../../operations/profiles/read-profiles.ts';
import { recentlyViewed, recordProfileView } from '../../operations/profiles/recently-viewed.ts';
import { saveProfileForm } from '../../operations/profiles/save-profile-form.ts';
import { setConnectivityPrivacy, setDataPrivacy, upsertProfileMeta } from '../../operations/profiles/upsert-meta.ts';
import type { ServerContext } from '../../server-context.ts';
import { feedThrottle } from '../external/feed-throttle.ts';
import { serverRemote } from './server-remote.ts';

export const profileHandlers = (ctx: ServerContext) => {
  const throttleFeeds = feedThrottle(ctx.db);
  return implementRoutes(profileRoutes)({
    async read(request) {
      const reader = signedIn(request);
      const profile = await readProfile(ctx.db, reader, request.params.id);
      if (!profile) throw appError('PROFILE_NOT_FOUND');
      return { ...profile, _canStartChat: await canStartChat(ctx.db, reader, profile.accountId) };
    },
    collection: async (request) => ({ profiles: await readProfiles(ctx.db, signedIn(request), request.body.accountIds) }),
    saveForm(request) {
      const actor = signedIn(request);
      const remote = serverRemote(ctx.db, () => throttleFeeds(actor.accountId));
      return saveProfileForm(ctx, actor, { accountId: request.params.accountId, ...request.body }, remote);
    },
    upsertMeta(request) {
      const actor = signedIn(request);
      return upsertProfileMeta(ctx, actor, { accountId: actor.accountId, path: request.body.path, value: request.body.data });
    },
    connectivityPrivacy(request) {
      const actor = signedIn(request);
      return setConnectivityPrivacy(ctx, actor, actor.accountId, request.body.isConnectivityPrivate);
    },
    addFavourite: (request) => addFavourite(ctx, signedIn(request), request.body.type, request.body.value),
    removeFavourite: (request) => removeFavourite(ctx, signedIn(request), request.query.type, request.query.targetId),
    viewedProfile: (request) => recordProfileView(ctx, signedIn(request), request.body.accountId),
    // One action name so far (the contract refuses others): the profiles viewed last.
    actions: (request) => recentlyViewed(ctx.db, signedIn(request)),
    membershipStates: (request) => membershipStates(ctx.db, signedIn(request), request.params.accountId, request.params.includeDynamic),
    forceUpdate: (request) => forceUpdateProfile(ctx, signedIn(request), request.params.accountId, request.body.changes),
    async remove(request) {
      await deleteAccount(ctx, signedIn(request), request.params.id);
      return { ok: true };
    },
    dataPrivacy(request) {
      const actor = signedIn(request);
      return setDataPrivacy(ctx, actor, actor.accountId, request.body.key, request.body.privacy);
    },
  });
};
