import { beforeEach, describe, expect, it } from 'vitest';
import { applyBrand } from './apply-brand.ts';
import { rememberedBrand } from './remembered-brand.ts';

const brand = { brandId: 4, brandName: 'Night Shift', logoUrl: null, faviconUrl: '/api/v1/image?id=9', themeCssUrl: '/api/v1/service/brands/4/theme.css' };

describe('the remembered brand', () => {
  beforeEach(() => localStorage.clear());

  it('is the brand the signed-in app last applied, without its id', () => {
    expect(rememberedBrand()).toBeNull();

    applyBrand(brand);

    expect(rememberedBrand()).toEqual({ brandName: 'Night Shift', logoUrl: null, faviconUrl: '/api/v1/image?id=9', themeCssUrl: brand.themeCssUrl });
  });

  it('is not overwritten when a signed-out screen applies it again', () => {
    applyBrand(brand);
    applyBrand({ ...brand, brandName: 'Elsewhere' }, { remember: false });

    expect(rememberedBrand()?.brandName).toBe('Night Shift');
  });

  it('is forgotten when what is stored is not a brand', () => {
    localStorage.setItem('tessera.brand', '{"brandName": 3}');
    expect(rememberedBrand()).toBeNull();
    localStorage.setItem('tessera.brand', 'not json');
    expect(rememberedBrand()).toBeNull();
  });
});
