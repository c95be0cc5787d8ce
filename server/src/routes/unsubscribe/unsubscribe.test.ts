import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { purposeKey } from '../../auth/purpose-key.ts';
import { enqueueMail } from '../../mail/queue/enqueue-mail.ts';
import type { EmailOptOut } from '../../mail/unsubscribe/email-opt-out.ts';
import { UNSUBSCRIBE_KEY_PURPOSE, unsubscribeTokens, type UnsubscribeClaims } from '../../mail/unsubscribe/unsubscribe-token.ts';
import { accountIdOf, bearer, loginToken } from '../../testing/auth-helpers.ts';
import { describeAppOnEachDatabase, TEST_JWT_SECRET } from '../../testing/test-app.ts';

const tokens = unsubscribeTokens(purposeKey(TEST_JWT_SECRET, UNSUBSCRIBE_KEY_PURPOSE));
const optedOut: Array<{ accountId: number | null; eventName: string; scope: string | null | undefined }> = [];
const emailOptOut: EmailOptOut = async (_tx, actor, subscribable) => {
  optedOut.push({ accountId: actor.accountId, eventName: subscribable.eventName, scope: subscribable.scope });
};

describeAppOnEachDatabase('the unsubscribe page', (current) => {
  let claims: UnsubscribeClaims;
  beforeAll(async () => {
    // The fixture's member reads French once the site publishes it.
    const { app } = current();
    const published = await app.inject({
      method: 'POST', url: '/api/v1/i18n/toggleLanguagePublishedState', headers: bearer(await loginToken(app, 'admin@fixture.test')), payload: { language: 'fr' },
    });
    expect(published.statusCode, published.body).toBe(200);
  });
  beforeEach(async () => {
    optedOut.length = 0;
    claims = { accountId: await accountIdOf(current().db, 'member@fixture.test'), subscribable: { eventName: 'newApplication', scope: 'admin' }, language: 'fr' };
  });
  afterEach(() => vi.useRealTimers());

  const open = (token: string) => current().app.inject({ url: `/unsubscribe?token=${encodeURIComponent(token)}` });
  const confirm = (token: string) => current().app.inject({
    method: 'POST', url: `/unsubscribe?token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '',
  });

  it('asks first, in the member\'s language, without signing in, and changes nothing by being opened', async () => {
    const token = await tokens.sign(claims);
    const response = await open(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("script-src 'none'");
    const html = response.body;
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain('<h1>Arrêter ces e-mails ?</h1>');
    expect(html).toContain(`<form method="post" action="/unsubscribe?token=${token}">`);
    expect(html).toContain('<button type="submit">Se désabonner</button>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('<script');
    expect(optedOut).toEqual([]);
  });

  it('turns the e-mail preference off when the button posts, and drops the messages of that kind still queued', async () => {
    const { db } = current();
    const { accountId } = claims;
    const queued = (eventName: string, scope: string | null) => ({
      accountId, language: 'fr' as const, subject: 's', text: 't', html: '<p>t</p>', subscribable: { eventName, scope },
    });
    const [, keep1, keep2] = await db.transaction().execute((trx) => enqueueMail(trx, [queued('newApplication', 'admin'), queued('newApplication', null), queued('newMessage', 'admin')]));

    const response = await confirm(await tokens.sign(claims));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Vous êtes désabonné</h1>');
    expect(response.body).toContain('<a class="action" href="/app/">Aller sur Fixture Makers</a>');
    expect(optedOut).toEqual([{ accountId, eventName: 'newApplication', scope: 'admin' }]);
    const left = await db.selectFrom('mailJobs').select('id').where('accountId', '=', accountId).execute();
    expect(left.map((job) => job.id).sort()).toEqual([keep1, keep2].sort());
    await db.deleteFrom('mailJobs').execute();
  });

  it('takes a mail program\'s one-click post (RFC 8058) the same way', async () => {
    const response = await current().app.inject({
      method: 'POST', url: `/unsubscribe?token=${await tokens.sign(claims)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(optedOut).toHaveLength(1);
  });

  it('says an expired link has expired, in the member\'s language, and changes nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 61 * 24 * 60 * 60 * 1000);
    const token = await tokens.sign(claims);
    vi.useRealTimers();
    for (const response of [await open(token), await confirm(token)]) {
      expect(response.statusCode).toBe(410);
      expect(response.body).toContain('<h1>Ce lien a expiré</h1>');
      expect(response.body).toContain('valables 60 jours');
      expect(response.body).toContain('href="/signin?referrer=%2Fapp%2F"');
      expect(response.body).not.toContain('<form');
    }
    expect(optedOut).toEqual([]);
  });

  it('refuses an altered or cut-off link, in the site\'s language, changing nothing', async () => {
    const token = await tokens.sign(claims);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const otherAccount = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: String(claims.accountId + 1) })).toString('base64url');
    for (const bad of [`${header}.${otherAccount}.${signature}`, token.slice(0, -4), '']) {
      for (const response of [await open(bad), await confirm(bad)]) {
        expect(response.statusCode).toBe(400);
        expect(response.body).toContain('<html lang="en"');
        expect(response.body).toContain('<h1>This link does not work</h1>');
      }
    }
    const missing = await current().app.inject({ url: '/unsubscribe' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('<h1>This link does not work</h1>');
    expect(optedOut).toEqual([]);
  });

  it('has nothing to turn off for an account deleted since', async () => {
    const response = await confirm(await tokens.sign({ ...claims, accountId: 999_999 }));
    expect(response.statusCode).toBe(200);
    expect(optedOut).toEqual([]);
  });
}, { emailOptOut });
