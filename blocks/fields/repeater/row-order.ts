// The order a repeater shows its rows in (field.sort): by one child's value, blanks first or last.

export interface RowSort { key: string; direction: 'asc' | 'desc'; blankPosition: 'first' | 'last' }

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

/** The rows' indexes in showing order; without a sort, as they are. */
export function rowOrder(rows: readonly Record<string, unknown>[], sort: RowSort | undefined): number[] {
  const indexes = rows.map((_row, index) => index);
  if (!sort) return indexes;
  const sign = sort.direction === 'desc' ? -1 : 1;
  const blank = sort.blankPosition === 'first' ? -1 : 1;
  return indexes.sort((i, j) => {
    const [a, b] = [rows[i]![sort.key], rows[j]![sort.key]];
    if (isBlank(a) || isBlank(b)) return isBlank(a) === isBlank(b) ? i - j : isBlank(a) ? blank : -blank;
    return sign * compareValues(a, b) || i - j;
  });
}
