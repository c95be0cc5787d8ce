import { expect, it } from 'vitest';
import { expectMatchesSchema } from '../../testing/schema-assertions.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';

describeAppOnEachDatabase('GET /i18n/{language}', (current) => {
  it('serves a language without signing in: site texts over shell texts, English underneath', async () => {
    const response = await current().app.inject({ url: '/api/v1/i18n/fr' });
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(response.json(), 'api/i18n', 'i18nBundle');
    const { language, translations } = response.json<{ language: string; translations: Record<string, string> }>();
    expect(language).toBe('fr');
    expect(translations['errors.somethingWentWrong']).toBe('Une erreur est survenue');
    expect(translations['site.tagline']).toBe('Make and mend');
    expect(translations['blocks.loadFailed']).toEqual(expect.any(String));
  });

  it('answers 400 for an unsupported language', async () => {
    const response = await current().app.inject({ url: '/api/v1/i18n/xx' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', message: "'xx' is not a supported language." });
  });
});
