// Rules on numbers and counts: between, min_custom, max_custom.
import { readNumber, type LocalRule } from './rule-types.ts';

interface Range { min: number; max: number }

/** between's bounds, as `{min, max}` or `[min, max]`; off when either is missing or they are reversed. */
function readRange(raw: unknown): Range | null {
  const [min, max] = Array.isArray(raw) ? raw : [(raw as Partial<Range> | null)?.min, (raw as Partial<Range> | null)?.max];
  const low = readNumber(min);
  const high = readNumber(max);
  return low !== null && high !== null && low <= high ? { min: low, max: high } : null;
}

/** between: a number from min to max, both included. */
export const between: LocalRule<Range> = {
  readArgument: readRange,
  check: (value, { min, max }) => {
    const number = readNumber(value);
    return number !== null && number >= min && number <= max ? null : { kind: 'between', params: { min, max } };
  },
};

/** A number's value, or a list's length (max_custom and min_custom bound either). */
function measure(value: unknown): { size: number; of: 'items' | 'value' } | null {
  if (Array.isArray(value)) return { size: value.length, of: 'items' };
  const number = readNumber(value);
  return number === null ? null : { size: number, of: 'value' };
}

/** min_custom: a number of at least the bound, or a list of at least that many items. */
export const minCustom: LocalRule<number> = {
  readArgument: readNumber,
  check: (value, min) => {
    const measured = measure(value);
    if (!measured) return { kind: 'numeric' };
    if (measured.size >= min) return null;
    return measured.of === 'items' ? { kind: 'min_items', params: { min } } : { kind: 'min_value', params: { min } };
  },
};

/** max_custom: a number of at most the bound, or a list of at most that many items. */
export const maxCustom: LocalRule<number> = {
  readArgument: readNumber,
  check: (value, max) => {
    const measured = measure(value);
    if (!measured) return { kind: 'numeric' };
    if (measured.size <= max) return null;
    return measured.of === 'items' ? { kind: 'max_items', params: { max } } : { kind: 'max_value', params: { max } };
  },
};
