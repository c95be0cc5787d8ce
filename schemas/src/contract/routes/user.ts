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
  linkSocialAccount: {
    method: 'GET', path: '/user/socialAccountLink/{provider}/new/{dataString}', access: 'signedIn',
    summary: 'Links the social sign-in account a provider returned with (spec shell §2.1 /socialAuth); no provider is set up yet',
    params: Type.Object({ provider: Type.String({ minLength: 1, maxLength: 64 }), dataString: Type.String({ maxLength: 4096 }) }),
    reply: model.SocialLinkReply, errors: ['SOCIAL_PROVIDER_NOT_FOUND'],
  },
});
