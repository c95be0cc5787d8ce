import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { purposeKey } from '../../auth/purpose-key.ts';
import { enqueueMail } from '../../mail/queue/enqueue-mail.ts';
import { UNSUBSCRIBE_KEY_PURPOSE, unsubscribeTokens, type UnsubscribeClaims } from '../../mail/unsubscribe/unsubscribe-token.ts';
import { preferencesOf } from '../../operations/notifications/preferences.ts';
import { accountIdOf, bearer, loginToken } from '../../testing/auth-helpers.ts';
import { describeAppOnEachDatabase, TEST_JWT_SECRET } from '../../testing/test-app.ts';

const tokens = unsubscribeTokens(purposeKey(TEST_JWT_SECRET, UNSUBSCRIBE_KEY_PURPOSE));

describeAppOnEachDatabase('the unsubscribe page', (current) => {
  let claims: UnsubscribeClaims;
  beforeAll(async () => {
    // The fixture's member reads French once the site publishes it; the event's name in French is the site's own here.
    const { app, db } = current();
    await db.insertInto('translations').values({ language: 'fr', key: 'notifications.types.broadcastNotificationToList.name', value: 'Messages à vos listes' }).execute();
    const published = await app.inject({
      method: 'POST', url: '/api/v1/i18n/toggleLanguagePublishedState', headers: bearer(await loginToken(app, 'admin@fixture.test')), payload: { language: 'fr' },
    });
    expect(published.statusCode, published.body).toBe(200);
  });
  beforeEach(async () => {
    await current().db.deleteFrom('notificationPreferences').execute();
    claims = { accountId: await accountIdOf(current().db, 'member@fixture.test'), preference: { eventName: 'broadcastNotificationToList', scope: 'user' }, language: 'fr' };
  });
  /** The account's choice for the event: by e-mail (`active`) and in the app. */
  const choice = async (accountId: number, scope: 'user' | 'admin', eventName: string) => {
    const found = (await preferencesOf(current().db, accountId, scope)).find((preference) => preference.eventName === eventName);
    return { email: found?.active, inApp: found?.inAppActive };
  };
  /** Broadcasts come by e-mail until a member says otherwise (the event's default). */
  const unchanged = { email: true, inApp: true };
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
    expect(html).toContain('<h1>Arrêter ces e-mails ?</h1>\n<p class="topic">Messages à vos listes</p>');
    expect(html).toContain(`<form method="post" action="/unsubscribe?token=${token}">`);
    expect(html).toContain('<button type="submit">Se désabonner</button>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('<script');
    expect(await choice(claims.accountId, 'user', 'broadcastNotificationToList')).toEqual(unchanged);
  });

  it('turns the e-mail preference off (not the one in the app) when the button posts, and drops the messages of that kind still queued', async () => {
    const { db } = current();
    const { accountId } = claims;
    const queued = (eventName: string, scope: string | null) => ({
      accountId, language: 'fr' as const, subject: 's', text: 't', html: '<p>t</p>', preference: { eventName, scope },
    });
    const [, keep1, keep2] = await db.transaction().execute((trx) => enqueueMail(trx, [
      queued('broadcastNotificationToList', 'user'), queued('broadcastNotificationToList', 'admin'), queued('newMessage', 'user'),
    ]));

    const response = await confirm(await tokens.sign(claims));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Vous êtes désabonné</h1>');
    expect(response.body).toContain('<a class="action" href="/app/">Aller sur Fixture Makers</a>');
    expect(await choice(accountId, 'user', 'broadcastNotificationToList')).toEqual({ email: false, inApp: true });
    const left = await db.selectFrom('mailJobs').select('id').where('accountId', '=', accountId).execute();
    expect(left.map((job) => job.id).sort()).toEqual([keep1, keep2].sort());
    await db.deleteFrom('mailJobs').execute();
  });

  it('takes a mail program\'s one-click post (RFC 8058) the same way, for an admin\'s preference too', async () => {
    const admin = await accountIdOf(current().db, 'admin@fixture.test');
    const token = await tokens.sign({ accountId: admin, preference: { eventName: 'newApplication', scope: 'admin' }, language: 'en' });
    const response = await current().app.inject({
      method: 'POST', url: `/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(await choice(admin, 'admin', 'newApplication')).toEqual({ email: false, inApp: true });
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
    expect(await choice(claims.accountId, 'user', 'broadcastNotificationToList')).toEqual(unchanged);
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
    expect(await choice(claims.accountId, 'user', 'broadcastNotificationToList')).toEqual(unchanged);
  });

  it('has nothing to turn off for an account deleted since, or an event no preference governs', async () => {
    expect((await confirm(await tokens.sign({ ...claims, accountId: 999_999 }))).statusCode).toBe(200);
    expect((await confirm(await tokens.sign({ ...claims, preference: { eventName: 'noSuchEvent', scope: 'user' } }))).statusCode).toBe(200);
    expect(await current().db.selectFrom('notificationPreferences').selectAll().execute()).toEqual([]);
  });
});
