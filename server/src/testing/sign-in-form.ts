// Filling in the sign-in page as a browser does: load the form (its cookie and token), then post it.
import type { FastifyInstance, InjectOptions } from 'fastify';

/** The sign-in form as one browser loaded it. */
export interface LoadedSignInForm {
  /** The form's token (its hidden field). */
  token: string;
  /** The browser's cookies for /signin, as a Cookie header. */
  cookie: string;
  /** The request that posts `fields` with this browser's token and cookies (`headers` added, e.g. Origin). */
  post(fields: Record<string, string>, headers?: Record<string, string>): InjectOptions;
}

/** Loads GET /signin in a browser holding `cookie` (none by default). */
export async function openSignInForm(app: FastifyInstance, cookie = ''): Promise<LoadedSignInForm> {
  const page = await app.inject({ url: '/signin', headers: cookie ? { cookie } : {} });
  const token = /name="formToken" value="([^"]+)"/.exec(page.body)?.[1];
  if (!token) throw new Error('The sign-in page has no form token');
  const cookies = new Map(cookie.split('; ').filter(Boolean).map((pair) => pair.split('=', 2) as [string, string]));
  for (const { name, value } of page.cookies) cookies.set(name, value);
  const jar = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return {
    token,
    cookie: jar,
    post: (fields, headers = {}) => ({
      method: 'POST',
      url: '/signin',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar, ...headers },
      payload: new URLSearchParams({ formToken: token, ...fields }).toString(),
    }),
  };
}
