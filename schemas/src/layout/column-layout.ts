/** Most columns a layout may have. */
export const MAX_COLUMNS = 12;
/** Units of the grid the column widths share. */
export const GRID_UNITS = 12;

/** Why a column layout is invalid; the columns block shows `blocks.columns.<problem>`. */
export type ColumnLayoutProblem = 'tooMany' | 'widthsSum';

/**
 * Checks column widths (forms spec §5, layout): at most 12 columns, widths summing to 12.
 * Returns the first problem found, or null when the layout is valid.
 */
export function validateColumnLayout(widths: number[]): ColumnLayoutProblem | null {
  if (widths.length > MAX_COLUMNS) return 'tooMany';
  if (widths.reduce((sum, width) => sum + width, 0) !== GRID_UNITS) return 'widthsSum';
  return null;
}
