import type { AppSettings, InitReply } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { bearer, loginToken } from '../../testing/auth-helpers.ts';
import { expectMatchesSchema } from '../../testing/schema-assertions.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';

describeAppOnEachDatabase('settings routes', (current) => {
  let admin: { authorization: string };
  let member: { authorization: string };
  beforeAll(async () => {
    admin = bearer(await loginToken(current().app, 'admin@fixture.test'));
    member = bearer(await loginToken(current().app, 'member@fixture.test'));
  });
  const change = (headers: Record<string, string>, payload: object, name = 'general') =>
    current().app.inject({ method: 'POST', url: `/api/v1/settings/${name}`, headers, payload });
  const stored = () => current().db.selectFrom('settings').select(['data', 'revision']).executeTakeFirstOrThrow();

  it('GET /settings answers the settings as /init does', async () => {
    const [settings, init] = await Promise.all([
      current().app.inject({ url: '/api/v1/settings', headers: member }),
      current().app.inject({ url: '/api/v1/init', headers: member }),
    ]);
    expectMatchesSchema(settings.json(), 'settings');
    expect(settings.json()).toEqual(init.json<InitReply>().settings);
  });

  it('an admin changes settings: the named keys are replaced, the rest kept, the revision bumped', async () => {
    const before = await stored();
    const response = await change(admin, { changes: { name: 'Renamed Makers', themeMode: { enabled: false } } });
    expect(response.statusCode).toBe(200);
    expect(response.json<AppSettings>()).toEqual({ ...before.data, name: 'Renamed Makers', themeMode: { enabled: false }, revision: before.revision + 1 });
    const { revision, ...data } = response.json<AppSettings>();
    expect(await stored()).toEqual({ data, revision });
    const settings = await current().app.inject({ url: '/api/v1/settings', headers: member });
    expect(settings.json<AppSettings>().name).toBe('Renamed Makers');
  });

  it.each([
    ['a value of the wrong type', { changes: { name: 42 } }, 'settings/name must be string'],
    ['an unknown setting', { changes: { colour: 'red' } }, "must NOT have additional properties 'colour'"],
    ['a required setting removed', { changes: { languages: { default: 'en' } } }, "settings/languages must have required property 'enabled'"],
    ['no changes', { changes: {} }, 'body/changes must NOT have fewer than 1 properties'],
  ])('answers 400 for %s and changes nothing', async (_, payload, message) => {
    const before = await stored();
    const response = await change(admin, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', message: expect.stringContaining(message) });
    expect(await stored()).toEqual(before);
  });

  // Issue 8, finding 11: footer links a browser would run.
  it.each(['javascript:alert(document.cookie)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x'])(
    'answers 400 for a footer link to %j and changes nothing', async (url) => {
      const before = await stored();
      const response = await change(admin, { changes: { footer: { privacyPolicy: { label: 'Privacy', url } } } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Bad Request', message: expect.stringContaining('settings/footer/privacyPolicy/url must match pattern') });
      expect(await stored()).toEqual(before);
    },
  );

  it('accepts footer links to http, https, mailto and tel addresses and to paths on the site', async () => {
    const urls = ['https://harbour.example/privacy', 'http://harbour.example', 'mailto:hello@harbour.example', 'tel:+44 20 7946 0958', '/about/privacy', 'help', '#contact'];
    const footer = Object.fromEntries(['privacyPolicy', 'termsAndConditions', 'cookiePolicy', 'helpPage', 'accessibilityPolicy', 'footerLink6', 'footerLink7']
      .map((key, index) => [key, { label: key, url: urls[index] }]));
    const response = await change(admin, { changes: { footer } });
    expect(response.statusCode).toBe(200);
    expect(response.json<AppSettings>().footer).toEqual(footer);
  });

  it('refuses members with 403 and unknown settings groups with 400, changing nothing', async () => {
    const before = await stored();
    const refused = await change(member, { changes: { name: 'Mine now' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Forbidden', message: 'You may not change the settings of the site.' });
    expect((await change(admin, { changes: { name: 'X' } }, 'secret')).statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });
  it('answers 409 for a change based on settings that have changed since, and changes nothing', async () => {
    const seen = (await stored()).revision;
    expect((await change(admin, { changes: { name: 'First' }, revision: seen })).statusCode).toBe(200);
    const before = await stored();
    const stale = await change(admin, { changes: { name: 'Second' }, revision: seen });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toContain('The settings were changed by someone else');
    expect(await stored()).toEqual(before);
  });
});
