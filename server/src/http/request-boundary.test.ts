import { beforeAll, expect, it } from 'vitest';
import { bearer, countSessions, loginToken } from '../testing/auth-helpers.ts';
import { openSignInForm } from '../testing/sign-in-form.ts';
import { describeAppOnEachDatabase } from '../testing/test-app.ts';

// Issue 8, finding 3: inputs that answered 500 are refused at the boundary with a 400 that says why.

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';
const UNSTORABLE = 'must not contain NUL characters or unpaired surrogates';
const deep = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const view = { logType: 'pageView', subject: { type: 'page', id: 12 }, actionTime: '2025-03-01T10:00:00Z' };

interface Case {
  who: 'member' | 'admin' | 'nobody';
  method?: 'GET' | 'POST';
  url: string;
  /** A value (sent as JSON) or JSON text as it goes over the wire. */
  body?: unknown;
  raw?: string;
  /** What the 400's message says. */
  says: string;
}

const CASES: Record<string, Case> = {
  'a NUL character in a profile meta value': { who: 'member', method: 'POST', url: '/profile/meta/upsert', body: { path: 'note', data: NUL }, says: `body/data ${UNSTORABLE}` },
  'a NUL character in a profile meta key': { who: 'member', method: 'POST', url: '/profile/meta/upsert', body: { path: 'note', data: { [NUL]: 1 } }, says: `body/data/a\\u0000b ${UNSTORABLE}` },
  'a lone surrogate in a profile meta value': { who: 'member', method: 'POST', url: '/profile/meta/upsert', body: { path: 'note', data: [LONE_SURROGATE] }, says: `body/data/0 ${UNSTORABLE}` },
  'a NUL character in an audit subject': { who: 'member', method: 'POST', url: '/audit/save', body: [{ ...view, subject: { type: NUL } }], says: `body/0/subject/type ${UNSTORABLE}` },
  'a lone surrogate in audit extra data': { who: 'member', method: 'POST', url: '/audit/save', body: [{ ...view, extra: { [LONE_SURROGATE]: true } }], says: UNSTORABLE },
  'an audit time in the year 0000': { who: 'member', method: 'POST', url: '/audit/save', body: [{ ...view, actionTime: '0000-01-01T00:00:00Z' }], says: 'body/0/actionTime must be a date and time' },
  'a NUL character in the settings name': { who: 'admin', method: 'POST', url: '/settings/general', body: { changes: { name: NUL } }, says: `body/changes/name ${UNSTORABLE}` },
  'a NUL character in the keepalive device id': { who: 'member', method: 'POST', url: '/user/deviceKeepalive', body: { deviceId: NUL }, says: `body/deviceId ${UNSTORABLE}` },
  'a NUL character in the logout device id': { who: 'member', url: '/logout?deviceId=%00', says: `querystring/deviceId ${UNSTORABLE}` },
  'a NUL character in a sign-in email': { who: 'nobody', method: 'POST', url: '/auth/login', body: { email: `ada${NUL}@fixture.test`, password: 'x' }, says: `body/email ${UNSTORABLE}` },
  'a lone surrogate in a one-time secret': { who: 'nobody', method: 'POST', url: '/auth/tradeSecret', body: { secret: `${'s'.repeat(20)}\ud800` }, says: `body/secret ${UNSTORABLE}` },
  'a NUL character in a language name': { who: 'nobody', url: '/i18n/%00', says: `params/language ${UNSTORABLE}` },
  'JSON nested 4,500 levels deep': { who: 'member', method: 'POST', url: '/profile/meta/upsert', raw: `{"path":"note","data":${deep(4_500)}}`, says: 'nests objects or arrays more than 64 levels deep' },
  'JSON nested 100,000 levels deep': { who: 'member', method: 'POST', url: '/audit/save', raw: deep(100_000), says: 'nests objects or arrays more than 64 levels deep' },
  'an id past int4 in loadMultiple': { who: 'member', method: 'POST', url: '/structure/block/loadMultiple', body: { ids: [2147483648] }, says: 'body/ids/0 must be <= 2147483647' },
  'an id past int4 in a path': { who: 'member', url: '/profile/2147483648', says: 'params/id must be <= 2147483647' },
  'a number JSON reads as Infinity': { who: 'member', method: 'POST', url: '/files/getFiles', raw: '{"fileIds":[1e999]}', says: 'body/fileIds/0 must be <= 2147483647' },
};

describeAppOnEachDatabase('the request boundary', (current) => {
  const headers: Record<Case['who'], Record<string, string>> = { nobody: {}, member: {}, admin: {} };
  beforeAll(async () => {
    headers.member = bearer(await loginToken(current().app, 'member@fixture.test'));
    headers.admin = bearer(await loginToken(current().app, 'admin@fixture.test'));
  });

  it.each(Object.entries(CASES))('answers 400 to %s, with a message', async (_, { who, method = 'GET', url, body, raw, says }) => {
    const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
    const response = await current().app.inject({
      method, url: `/api/v1${url}`, payload,
      headers: { ...headers[who], ...(payload !== undefined && { 'content-type': 'application/json' }) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', message: expect.stringContaining(says) });
  });

  it('keeps the session when the logout was refused', async () => {
    const before = await countSessions(current().db);
    await current().app.inject({ url: '/api/v1/logout?deviceId=%00', headers: headers.member });
    expect(await countSessions(current().db)).toBe(before);
    expect((await current().app.inject({ url: '/api/v1/user', headers: headers.member })).statusCode).toBe(200);
  });

  it('shows the sign-in form again with 400 for an email the database cannot store', async () => {
    const form = await openSignInForm(current().app);
    const response = await current().app.inject(form.post({ email: `ada${NUL}@fixture.test`, password: 'fixture-password' }));
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('Enter your email address and password.');
  });
});
