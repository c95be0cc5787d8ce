import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyBrand, applySafeMode } from './apply-brand.ts';

const URL_NOW = '/api/v1/service/brands/active/theme.css?v=3-2';
const brand = (themeCssUrl: string) => ({ brandName: 'Harbour', logoUrl: null, themeCssUrl, faviconUrl: null });
const theme = () => document.getElementById('tessera-theme');

describe('applyBrand with the theme index.html carries inline', () => {
  beforeEach(() => {
    document.head.innerHTML = `<style id="tessera-theme" data-href="${URL_NOW}">:root { --t-primary: #0b2e4a; }</style>`;
  });
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('keeps the inline sheet while the brand is the same, and safe mode turns it off', () => {
    applyBrand(brand(URL_NOW), { remember: false });
    expect(theme()).toBeInstanceOf(HTMLStyleElement);
    expect(document.head.querySelectorAll('link, style')).toHaveLength(1);
    applySafeMode(true);
    expect((theme() as HTMLStyleElement).disabled).toBe(true);
    applySafeMode(false);
    expect((theme() as HTMLStyleElement).disabled).toBe(false);
  });

  it('links the new sheet when the brand changed, and drops the old one once the new one has loaded', () => {
    applyBrand(brand('/api/v1/service/brands/active/theme.css?v=4-1'), { remember: false });
    const link = theme();
    expect(link).toBeInstanceOf(HTMLLinkElement);
    expect(link?.getAttribute('href')).toBe('/api/v1/service/brands/active/theme.css?v=4-1');
    expect(document.head.querySelector('style')).not.toBeNull();
    link!.dispatchEvent(new Event('load'));
    expect(document.head.querySelector('style')).toBeNull();
    expect(document.querySelectorAll('#tessera-theme')).toHaveLength(1);
  });
});
