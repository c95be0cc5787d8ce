// Completes a brand's theme tokens: defaults for the optional ones, a dark set when none is given.
import type { ThemeTokens } from '@tessera/schemas';
import { mix, readableOn } from './colours.ts';

export type CompleteTokens = Required<ThemeTokens>;

const LIGHT_STATUS = { positive: '#1e7b34', warning: '#a15c00', negative: '#c62828', info: '#1565c0' } as const;
const DARK_STATUS = { positive: '#66bb6a', warning: '#ffb74d', negative: '#ef5350', info: '#64b5f6' } as const;

/** Light tokens with every optional token filled in. */
export function completeLight(light: ThemeTokens): CompleteTokens {
  return { ...LIGHT_STATUS, focus: light.primary, ...light };
}

/** The given dark tokens completed, or a dark set derived from the light one (brand hue kept, neutrals dark). */
export function completeDark(light: ThemeTokens, dark: ThemeTokens | undefined): CompleteTokens {
  if (dark) return { ...DARK_STATUS, focus: dark.primary, ...dark };
  const primary = mix(light.primary, '#ffffff', 0.25);
  const headerBackground = mix(light.headerBackground, '#000000', 0.6);
  return {
    ...DARK_STATUS,
    primary,
    onPrimary: readableOn(primary),
    headerBackground,
    headerText: readableOn(headerBackground),
    pageBackground: mix('#121418', light.primary, 0.04),
    surface: mix('#1d2026', light.primary, 0.06),
    text: '#e8eaed',
    mutedText: '#a4abb6',
    border: '#3a4049',
    focus: primary,
  };
}
