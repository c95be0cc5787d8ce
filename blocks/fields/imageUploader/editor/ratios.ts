// The preview ratios of the image editor (forms spec §5 "Image editor ratios", §8, §9).

/** A preview ratio, width to height (16:9 is `{ width: 16, height: 9 }`). */
export interface Ratio { width: number; height: number }

/** Ratios active when the editor opens. */
export const DEFAULT_RATIOS: readonly Ratio[] = [{ width: 5, height: 4 }, { width: 4, height: 3 }, { width: 16, height: 9 }, { width: 21, height: 9 }];
/** Ratios the member may turn on besides. */
export const AVAILABLE_RATIOS: readonly Ratio[] = [{ width: 1, height: 1 }, { width: 3, height: 2 }, { width: 16, height: 10 }, { width: 9, height: 16 }];
/** The ratio shown large when the previews open. */
export const DEFAULT_MAXIMISED_RATIO: Ratio = { width: 4, height: 3 };
/** The narrowest and widest custom ratio (width divided by height). */
export const CUSTOM_RATIO_BOUNDS = { min: 0.25, max: 4 } as const;

/** A ratio as a name and a key: "16:9". */
export const ratioName = (ratio: Ratio) => `${ratio.width}:${ratio.height}`;

/** Width divided by height. */
export const ratioValue = (ratio: Ratio) => ratio.width / ratio.height;

/** Whether two ratios are the same shape (16:10 and 8:5 are). */
export const sameRatio = (a: Ratio, b: Ratio) => Math.abs(ratioValue(a) - ratioValue(b)) < 1e-9;

/** Why a custom ratio cannot be added: a dimension missing (an error), out of bounds or already there (warnings). */
export type CustomRatioProblem = 'missingDimension' | 'unrealistic' | 'duplicate';

/** A notice's colour, as the spec's notices have them. */
export const CUSTOM_RATIO_NOTICE: Record<CustomRatioProblem, 'negative' | 'warning'> = {
  missingDimension: 'negative',
  unrealistic: 'warning',
  duplicate: 'warning',
};

/** Reads a dimension as typed: a positive finite number, else null. */
function dimension(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || String(value).trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : null;
}

/**
 * A custom ratio from the two dimensions typed, or why it cannot be added: both dimensions are
 * needed, width / height must lie in [0.25, 4], and a ratio of the same shape as one already
 * listed (active or available) is refused.
 */
export function customRatio(width: string | number | null | undefined, height: string | number | null | undefined, listed: readonly Ratio[]): { ratio: Ratio } | { problem: CustomRatioProblem } {
  const w = dimension(width);
  const h = dimension(height);
  if (w === null || h === null) return { problem: 'missingDimension' };
  const ratio = { width: w, height: h };
  const value = ratioValue(ratio);
  if (value < CUSTOM_RATIO_BOUNDS.min || value > CUSTOM_RATIO_BOUNDS.max) return { problem: 'unrealistic' };
  if (listed.some((other) => sameRatio(other, ratio))) return { problem: 'duplicate' };
  return { ratio };
}

/** A ratio turned on or off in the active list, which keeps the order ratios were turned on in. */
export function toggleRatio(active: readonly Ratio[], ratio: Ratio): Ratio[] {
  return active.some((other) => sameRatio(other, ratio)) ? active.filter((other) => !sameRatio(other, ratio)) : [...active, ratio];
}
