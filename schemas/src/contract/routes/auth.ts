import Type from 'typebox';
import * as model from '../../generated/model-refs.ts';
import { routeArea } from '../route.ts';

export const authRoutes = routeArea('auth', {
  login: {
    method: 'POST', path: '/auth/login', access: 'public',
    summary: 'Sign in with email and password (scripts and the CLI)',
    body: model.LoginBody, reply: model.JwtReply, errors: ['INVALID_CREDENTIALS', 'TOO_MANY_ATTEMPTS'],
  },
  tradeSecret: {
    method: 'POST', path: '/auth/tradeSecret', access: 'public',
    summary: 'Trade the one-time secret of the sign-in page for a token',
    body: model.TradeSecretBody, reply: model.JwtReply, errors: ['SECRET_REJECTED', 'TOO_MANY_ATTEMPTS'],
  },
  refresh: {
    method: 'POST', path: '/auth/refresh', access: 'public',
    summary: 'A fresh token for the same device session; the one sent keeps working for 30 s, and using it after that ends the session',
    body: model.RefreshBody, reply: model.JwtReply, errors: ['TOKEN_REJECTED', 'TOO_MANY_ATTEMPTS'],
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
