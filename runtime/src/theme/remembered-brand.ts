// The last brand the app showed, kept in localStorage so the screens shown while signed out (the
// "you have logged out" screen) still carry the brand's name, logo and colours although GET
// /init, which names the brand, needs a signed-in member. A brand is not personal data, and the
// logo and theme.css are public addresses.
import type { ActiveBrandSettings } from '@tessera/schemas';

const STORAGE_KEY = 'tessera.brand';

/** What the signed-out screens need of a brand. */
export type RememberedBrand = Pick<ActiveBrandSettings, 'brandName' | 'logoUrl' | 'faviconUrl' | 'themeCssUrl'>;

/** Remembers the brand the app applies (called by applyBrand). */
export function rememberBrand({ brandName, logoUrl, faviconUrl, themeCssUrl }: RememberedBrand): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ brandName, logoUrl, faviconUrl, themeCssUrl }));
  } catch {
    // Storage full or disabled: the signed-out screen falls back to the unbranded look.
  }
}

function isRememberedBrand(value: unknown): value is RememberedBrand {
  if (typeof value !== 'object' || value === null) return false;
  const brand = value as Record<string, unknown>;
  const urlOrNull = (field: unknown) => field === null || typeof field === 'string';
  return typeof brand.brandName === 'string' && typeof brand.themeCssUrl === 'string' && urlOrNull(brand.logoUrl) && urlOrNull(brand.faviconUrl);
}

/** The brand last applied on this device, or null when none was (or what is stored is not one). */
export function rememberedBrand(): RememberedBrand | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    return isRememberedBrand(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
