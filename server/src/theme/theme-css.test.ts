import type { ThemeTokens } from '@tessera/schemas';
import { describe, expect, it } from 'vitest';
import { themeCss } from './theme-css.ts';

const light: ThemeTokens = {
  primary: '#16347d', onPrimary: '#ffffff', headerBackground: '#16172d', headerText: '#ffffff',
  pageBackground: '#f5f6fa', surface: '#ffffff', text: '#1b1c28', mutedText: '#5b5e73', border: '#d9dbe5',
};

describe('themeCss', () => {
  it('sets one custom property per token, plus radius and font family', () => {
    const css = themeCss({ light, radius: 12, fontFamily: 'Inter, sans-serif' });
    expect(css).toContain('--t-primary: #16347d;');
    expect(css).toContain('--t-on-primary: #ffffff;');
    expect(css).toContain('--t-header-background: #16172d;');
    expect(css).toContain('--t-muted-text: #5b5e73;');
    expect(css).toContain('--t-radius: 12px;');
    expect(css).toContain('--t-font-family: Inter, sans-serif;');
  });

  it('fills missing optional tokens and derives a dark set when none is given', () => {
    const css = themeCss({ light });
    for (const token of ['positive', 'warning', 'negative', 'info', 'focus']) expect(css).toContain(`--t-${token}:`);
    const darkRule = css.slice(css.indexOf(':root[data-theme="dark"]'));
    expect(darkRule).toMatch(/--t-page-background: #1[0-9a-f]{5};/);
    expect(css).toContain('@media (prefers-color-scheme: dark)');
    expect(css).toContain(':root[data-theme="auto"]');
  });

  it('uses the brand dark tokens when given', () => {
    const css = themeCss({ light, dark: { ...light, pageBackground: '#000000' } });
    expect(css.slice(css.indexOf('[data-theme="dark"]'))).toContain('--t-page-background: #000000;');
  });

  it('keeps a hostile font family from escaping its rule', () => {
    expect(themeCss({ light, fontFamily: 'x; } body { display: none' })).not.toContain('} body {');
  });
});
