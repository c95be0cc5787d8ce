/** The most the captured-blocks badge spells out; from 100 it shows "99+" (spec §9). */
const MAX_SHOWN = 99;

/** The captured-blocks count badge's text. */
export function capturedCountLabel(count: number): string {
  return count > MAX_SHOWN ? `${MAX_SHOWN}+` : String(count);
}
