import Type from 'typebox';
import * as model from '../../generated/model-refs.ts';
import { routeArea } from '../route.ts';

const SMALL_BODY = 16 * 1024;

export const authRoutes = routeArea('auth', {
  login: {
    method: 'POST', path: '/auth/login', access: 'public',
    summary: 'Sign in with email and password (scripts and the CLI)',
    body: model.LoginBody, reply: model.JwtReply, errors: ['INVALID_CREDENTIALS'], bodyLimit: SMALL_BODY,
  },
  tradeSecret: {
    method: 'POST', path: '/auth/tradeSecret', access: 'public',
    summary: 'Trade the one-time secret of the sign-in page for a token',
    body: model.TradeSecretBody, reply: model.JwtReply, errors: ['SECRET_REJECTED'], bodyLimit: SMALL_BODY,
  },
  refresh: {
    method: 'POST', path: '/auth/refresh', access: 'public',
    summary: 'A fresh token for the same device session',
    body: model.RefreshBody, reply: model.JwtReply, errors: ['TOKEN_REJECTED'], bodyLimit: SMALL_BODY,
  },
  logout: {
    method: 'GET', path: '/logout', access: 'signedIn',
    summary: "Sign out: revokes the session (and the device's other sessions when deviceId is given)",
    query: Type.Object({ deviceId: Type.Optional(Type.String({ maxLength: 128 })) }),
    reply: model.OkReply, errors: [],
  },
  // Not in the spec, which logs out one device: the settings screen's "Log out of all devices".
  logoutAllDevices: {
    method: 'POST', path: '/logout/allDevices', access: 'signedIn',
    summary: 'Sign out everywhere: revokes every live session of the account, this one included',
    reply: model.OkReply, errors: [],
  },
});
