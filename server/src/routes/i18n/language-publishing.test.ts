// Publishing languages (data spec §4-5): only supported and enabled languages can be published,
// the default always is, and a refused change changes nothing.
import type { AppSettings } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { bearer, loginToken } from '../../testing/auth-helpers.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';

describeAppOnEachDatabase('POST /i18n/toggleLanguagePublishedState', (current) => {
  const as: Record<'admin' | 'member', { authorization: string }> = { admin: bearer(''), member: bearer('') };
  const toggle = (payload: object, headers = as.admin) =>
    current().app.inject({ method: 'POST', url: '/api/v1/i18n/toggleLanguagePublishedState', headers, payload });
  const stored = async () => (await current().app.inject({ url: '/api/v1/settings?editMode=true', headers: as.admin })).json<AppSettings>();

  beforeAll(async () => {
    const { app } = current();
    as.admin = bearer(await loginToken(app, 'admin@fixture.test'));
    as.member = bearer(await loginToken(app, 'member@fixture.test'));
  });

  it.each([
    ['a language outside the supported set', { language: 'xx' }, 400, "'xx' is not a supported language; the supported ones are en, fr, cy, ee, ms, de, zh, es, ja."],
    ['the default language', { language: 'en' }, 400, "'en' is the default language, which is always published."],
    ['a supported language the site does not enable', { language: 'ja' }, 400, "settings/languages/published/0 'ja' cannot be published: it is not an enabled language."],
    ['a toggle against settings changed since', { language: 'fr', revision: 1_000 }, 409, 'The settings were changed by someone else'],
  ])('refuses %s, changing nothing', async (_label, payload, status, message) => {
    const before = await stored();
    const response = await toggle(payload);
    expect(response.statusCode).toBe(status);
    expect(response.json<{ message: string }>().message).toContain(message);
    expect(await stored()).toEqual(before);
  });

  it('refuses members', async () => {
    const response = await toggle({ language: 'fr' }, as.member);
    expect(response.statusCode).toBe(403);
    expect((await stored()).languages.published).toBeUndefined();
  });

  it('publishes an enabled language, then unpublishes it', async () => {
    expect((await toggle({ language: 'fr' })).json<AppSettings>().languages).toEqual({ default: 'en', enabled: ['en', 'fr'], published: ['fr'] });
    expect((await toggle({ language: 'fr' })).json<AppSettings>().languages.published).toEqual([]);
  });

  it('keeps the same rules for a settings change', async () => {
    const change = (languages: object) => current().app.inject({
      method: 'POST', url: '/api/v1/settings/general', headers: as.admin, payload: { changes: { languages } },
    });
    const notEnabled = await change({ default: 'en', enabled: ['en', 'fr'], published: ['fr', 'de'] });
    expect(notEnabled.statusCode).toBe(400);
    expect(notEnabled.json<{ message: string }>().message).toBe("settings/languages/published/1 'de' cannot be published: it is not an enabled language.");
    const defaultOff = await change({ default: 'cy', enabled: ['en', 'fr'] });
    expect(defaultOff.json<{ message: string }>().message).toContain("The default language 'cy' must be one of the enabled languages");
    const unsupported = await change({ default: 'en', enabled: ['en'], published: ['xx'] });
    expect(unsupported.statusCode).toBe(400);
    expect((await stored()).languages).toEqual({ default: 'en', enabled: ['en', 'fr'], published: [] });
  });
});
