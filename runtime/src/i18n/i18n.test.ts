import { afterEach, describe, expect, it } from 'vitest';
import { applyI18nBundle, i18n } from './i18n.ts';

describe('i18n', () => {
  afterEach(() => applyI18nBundle({ language: 'en', translations: {} }));

  it('speaks English before any bundle arrives, with flat dotted keys', () => {
    expect(i18n.t('login.button')).toBe('Log in');
  });

  it('switches to a server bundle, falling back to English for missing keys', async () => {
    await applyI18nBundle({ language: 'fr', translations: { 'login.button': 'Se connecter' } });

    expect(i18n.t('login.button')).toBe('Se connecter');
    expect(i18n.t('login.loading')).toBe('Loading...');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('marks Estonian pages with the BCP 47 code et', async () => {
    await applyI18nBundle({ language: 'ee', translations: {} });

    expect(document.documentElement.lang).toBe('et');
  });
});
