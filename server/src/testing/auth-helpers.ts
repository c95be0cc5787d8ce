// Signing in from tests.
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import type { Db } from '../db/database.ts';
import { FIXTURE_PASSWORD } from './test-app.ts';

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
