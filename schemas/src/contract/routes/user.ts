import Type from 'typebox';
import * as model from '../../generated/model-refs.ts';
import { routeArea } from '../route.ts';

export const userRoutes = routeArea('user', {
  me: {
    method: 'GET', path: '/user', access: 'signedIn',
    summary: 'The signed-in user, as in /init', reply: model.User, errors: [],
  },
  permissions: {
    method: 'GET', path: '/user/permissions', access: 'signedIn',
    summary: "The signed-in user's permissions, as in /init", reply: model.PermissionsReply, errors: [],
  },
  deviceKeepalive: {
    method: 'POST', path: '/user/deviceKeepalive', access: 'signedIn',
    summary: 'Marks the device session as seen now (every 10 minutes): the user is online for 15 minutes',
    body: model.DeviceKeepaliveBody, reply: model.OkReply, errors: [], bodyLimit: 4 * 1024,
  },
  setAvatar: {
    method: 'POST', path: '/user/image/avatar', access: 'signedIn',
    summary: "Sets the signed-in member's own avatar to an image they uploaded (or none); only the owner changes an avatar, so there is no account id to name",
    body: model.AvatarBody, reply: model.Profile, errors: ['FILE_NOT_FOUND', 'NOT_ALLOWED', 'PROFILE_NOT_FOUND'], bodyLimit: 1024,
  },
  linkSocialAccount: {
    method: 'GET', path: '/user/socialAccountLink/{provider}/new/{dataString}', access: 'signedIn',
    summary: 'Links the social sign-in account a provider returned with (spec shell §2.1 /socialAuth); no provider is set up yet',
    params: Type.Object({ provider: Type.String({ minLength: 1, maxLength: 64 }), dataString: Type.String({ maxLength: 4096 }) }),
    reply: model.SocialLinkReply, errors: ['SOCIAL_PROVIDER_NOT_FOUND'],
  },
});
