import { describe, expect, it } from 'vitest';
import type { AppSettings } from '@tessera/schemas';
import { initialThemeMode } from './initial-theme-mode.ts';

const base: AppSettings = { name: 'Demo', moduleOrder: [], languages: { default: 'en', enabled: ['en'] } };

describe('initialThemeMode', () => {
  it('is auto when nothing says otherwise', () => {
    expect(initialThemeMode(base, {})).toBe('auto');
  });

  it("uses the member's choice when members may choose", () => {
    const settings = { ...base, themeMode: { enabled: true, default: 'light' as const } };
    expect(initialThemeMode(settings, { settings: { theme: 'dark' } })).toBe('dark');
  });

  it('forces the site default when the mode is locked', () => {
    const settings = { ...base, themeMode: { enabled: true, default: 'light' as const, locked: true } };
    expect(initialThemeMode(settings, { settings: { theme: 'dark' } })).toBe('light');
  });

  it("ignores the member's choice when theme choice is off", () => {
    const settings = { ...base, themeMode: { default: 'dark' as const } };
    expect(initialThemeMode(settings, { settings: { theme: 'light' } })).toBe('dark');
  });
});
