// Calling the API as an account, and hearing what a call announces: what the route tests share.
import type { InjectOptions } from 'fastify';
import type { ChangeFeed } from '../operations/change-feed.ts';
import type { Change } from '../operations/context.ts';
import { bearer, sessionToken } from './auth-helpers.ts';
import type { TestApp } from './test-app.ts';

/**
 * `tokenOf(email)`: a token of the account with `email`, signed in once per app (sessionToken: no
 * password hashing); `call(email, method, url, payload?)`: the API (`url` under /api/v1) called
 * with it.
 */
export function apiCallerOf(current: () => TestApp) {
  const tokens = new WeakMap<TestApp, Map<string, string>>();
  const tokenOf = async (email: string) => {
    const app = current();
    const known = tokens.get(app) ?? new Map<string, string>();
    tokens.set(app, known);
    const token = known.get(email) ?? await sessionToken(app, email);
    known.set(email, token);
    return token;
  };
  const call = async (email: string, method: InjectOptions['method'], url: string, payload?: object) =>
    current().app.inject({ method, url: `/api/v1${url}`, headers: bearer(await tokenOf(email)), ...(payload && { payload }) });
  return { tokenOf, call };
}

/** What the app announces to sockets (the change feed's clients phase) while `work` runs. */
export async function announcedChanges(changes: ChangeFeed, work: () => Promise<unknown>): Promise<Change[]> {
  const heard: Change[] = [];
  const stop = changes.subscribe('clients', (announced) => heard.push(...announced));
  try {
    await work();
  } finally {
    stop();
  }
  return heard;
}
