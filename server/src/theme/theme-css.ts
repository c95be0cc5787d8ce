// A brand's theme as CSS custom properties (--t-<kebab-case token>), light, dark and auto.
import type { ThemeStyles, ThemeTokens } from '@tessera/schemas';
import brandSchema from '@tessera/schemas/schemas/brand.schema.json' with { type: 'json' };
import { completeDark, completeLight, type CompleteTokens } from './tokens.ts';

/** Token names in the schema's order, so the stylesheet reads like the schema. */
const TOKEN_NAMES = Object.keys(brandSchema.$defs.themeTokens.properties) as Array<keyof ThemeTokens>;

const DEFAULT_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
// Japanese gets its own family (spec §1); the runtime sets lang on <html>.
const JAPANESE_FONT = '"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans JP", Meiryo, sans-serif';
const DEFAULT_RADIUS = 8;

const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function declarations(tokens: CompleteTokens): string {
  return TOKEN_NAMES.map((name) => `  --t-${kebab(name)}: ${tokens[name]};`).join('\n');
}

/** Keeps a font stack from closing the rule it sits in. */
function safeFontFamily(family: string | undefined): string {
  const cleaned = family?.replace(/[{};<>\\]/g, '').trim();
  return cleaned || DEFAULT_FONT;
}

/** The theme.css of a brand. */
export function themeCss(styles: ThemeStyles): string {
  const dark = declarations(completeDark(styles.light, styles.dark));
  return `:root {
${declarations(completeLight(styles.light))}
  --t-radius: ${styles.radius ?? DEFAULT_RADIUS}px;
  --t-font-family: ${safeFontFamily(styles.fontFamily)};
  color-scheme: light;
}
:root:lang(ja) {
  --t-font-family: ${JAPANESE_FONT};
}
:root[data-theme="dark"] {
${dark}
  color-scheme: dark;
}
@media (prefers-color-scheme: dark) {
  :root[data-theme="auto"] {
${dark.replace(/^/gm, '  ')}
    color-scheme: dark;
  }
}
`;
}
