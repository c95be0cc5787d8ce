// Small colour arithmetic on #rgb / #rrggbb strings.

type Rgb = readonly [number, number, number];

function parse(hex: string): Rgb {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const channel = (at: number): number => parseInt(full.slice(at, at + 2), 16);
  return [channel(0), channel(2), channel(4)];
}

function format(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** `from` moved towards `to` by `amount` (0 = from, 1 = to). */
export function mix(from: string, to: string, amount: number): string {
  const [r1, g1, b1] = parse(from);
  const [r2, g2, b2] = parse(to);
  const towards = (a: number, b: number): number => a + (b - a) * amount;
  return format([towards(r1, r2), towards(g1, g2), towards(b1, b2)]);
}

/** Perceived brightness (YIQ), 0–255. */
function brightness(hex: string): number {
  const [r, g, b] = parse(hex);
  return (r * 299 + g * 587 + b * 114) / 1000;
}

/** Black or white, whichever reads on `background`; 186 is the spec's contrast threshold. */
export function readableOn(background: string): string {
  return brightness(background) >= 186 ? '#000000' : '#ffffff';
}
