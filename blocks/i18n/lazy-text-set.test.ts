import { describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../test-support/test-i18n.ts';
import { lazyTextSet, type TextFiles } from './lazy-text-set.ts';

const file = (texts: Record<string, string>) => () => Promise.resolve({ default: texts });

function files(overrides: Partial<TextFiles> = {}): TextFiles {
  const empty = file({});
  return { en: file({ 'x.hello': 'Hello' }), fr: file({ 'x.hello': 'Bonjour' }), cy: empty, ee: empty, ms: empty, de: empty, zh: empty, es: empty, ja: empty, ...overrides };
}

describe('lazyTextSet', () => {
  it('adds a language once, under the texts already there', async () => {
    const fr = vi.fn(file({ 'x.hello': 'Bonjour', 'login.button': 'Ne remplace pas' }));
    const { install, has } = lazyTextSet(files({ fr }));
    const i18n = createTestI18n();
    expect(has(i18n, 'fr')).toBe(false);
    i18n.addResourceBundle('fr', 'translation', { 'login.button': 'Se connecter' });
    await Promise.all([install(i18n, 'fr'), install(i18n, 'fr')]);
    await i18n.changeLanguage('fr');
    expect(i18n.t('x.hello')).toBe('Bonjour');
    expect(i18n.t('login.button')).toBe('Se connecter');
    expect(fr).toHaveBeenCalledTimes(1);
    expect(has(i18n, 'fr')).toBe(true);
  });

  it('tries a failed load again on the next call', async () => {
    const fr = vi.fn().mockRejectedValueOnce(new Error('offline')).mockImplementation(file({ 'x.hello': 'Bonjour' }));
    const { install } = lazyTextSet(files({ fr }));
    const i18n = createTestI18n();
    await expect(install(i18n, 'fr')).rejects.toThrow('offline');
    await install(i18n, 'fr');
    expect(i18n.getResource('fr', 'translation', 'x.hello')).toBe('Bonjour');
  });

  it('adds a bundled language at once, under the texts already there', () => {
    const { install, has } = lazyTextSet(files({ fr: { 'x.hello': 'Bonjour', 'login.button': 'Ne remplace pas' } }));
    const i18n = createTestI18n();
    i18n.addResourceBundle('fr', 'translation', { 'login.button': 'Se connecter' });
    void install(i18n, 'fr');
    expect(has(i18n, 'fr')).toBe(true);
    expect(i18n.getResource('fr', 'translation', 'x.hello')).toBe('Bonjour');
    expect(i18n.getResource('fr', 'translation', 'login.button')).toBe('Se connecter');
  });

  it('skips languages it does not ship', async () => {
    await expect(lazyTextSet(files()).install(createTestI18n(), 'xx')).resolves.toBeUndefined();
  });
});
