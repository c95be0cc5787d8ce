// Signing in from tests.
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { tokenSigner } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import { provenAccount } from '../operations/actor.ts';
import type { ChangeFeed } from '../operations/change-feed.ts';
import { startSession } from '../operations/sessions/device-sessions.ts';
import { FIXTURE_PASSWORD, TEST_JWT_SECRET } from './test-app.ts';

/** A token for `email` through POST /auth/login (fixture password by default). */
export async function loginToken(app: FastifyInstance, email: string, password = FIXTURE_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`Login of ${email} failed: ${response.body}`);
  return response.json<{ jwt: string }>().jwt;
}

/** The Authorization header of a token. */
export const bearer = (jwt: string): { authorization: string } => ({ authorization: `Bearer ${jwt}` });

/** How many device sessions exist (to check that a failed call created none). */
export async function countSessions(db: Db): Promise<number> {
  const row = await db.selectFrom('deviceSessions').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The id of the account with `email`. */
export async function accountIdOf(db: Db, email: string): Promise<number> {
  return (await db.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

/** The device session id a token names. */
export const sessionIdOf = (jwt: string): string => String(decodeJwt(jwt).sid);

/**
 * A token for a new session of `email`, as a sign-in would make it but without checking a password
 * (no scrypt): for tests that sign in over and over.
 */
export async function sessionToken({ db, changes }: { db: Db; changes: ChangeFeed }, email: string): Promise<string> {
  const accountId = await accountIdOf(db, email);
  const sessionId = await startSession({ db, changes }, provenAccount(accountId), accountId, null);
  return tokenSigner(TEST_JWT_SECRET).sign({ accountId, sessionId, generation: 1 });
}
