// date_before and date_after: a date compared, by whole days, with a fixed date or another field's.
import { isEmptyValue, type LocalRule, type RuleContext, type RuleFailure } from './rule-types.ts';

/** The other end of the comparison: a fixed date, or the value of another field (by data key). */
export type DateBound = { date: string } | { field: string };

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The day of a date ('2024-03-01', or the day part of an ISO date-time) as a comparable number; null if not a date. */
export function dayNumber(value: unknown): number | null {
  const match = typeof value === 'string' ? DAY.exec(value) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2023-02-30 over into March: such a date is no date.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.getTime() / 86_400_000;
}

/** A bound as stored: `'2024-01-31'` or `{date}` is a fixed date, `{field: 'key'}` or any other text is a field's key. */
function readBound(raw: unknown): DateBound | null {
  if (typeof raw === 'string' && raw !== '') return dayNumber(raw) === null ? { field: raw } : { date: raw };
  if (typeof raw !== 'object' || raw === null) return null;
  const { date, field } = raw as { date?: unknown; field?: unknown };
  if (typeof date === 'string' && dayNumber(date) !== null) return { date };
  return typeof field === 'string' && field !== '' ? { field } : null;
}

/** The bound's day and how a message names it; null when the other field is empty (nothing to compare). */
function resolve(bound: DateBound, context: RuleContext): { day: number; target: string } | null {
  if ('date' in bound) return { day: dayNumber(bound.date)!, target: bound.date };
  const other = context.values[bound.field];
  if (isEmptyValue(other)) return null;
  const day = dayNumber(other);
  return day === null ? null : { day, target: context.labelOf(bound.field) };
}

function dateRule(kind: 'before' | 'after', inOrder: (value: number, bound: number) => boolean): LocalRule<DateBound> {
  return {
    readArgument: readBound,
    check: (value, bound, context): RuleFailure | null => {
      const day = dayNumber(value);
      if (day === null) return { kind: 'invalid' };
      const resolved = resolve(bound, context);
      return !resolved || inOrder(day, resolved.day) ? null : { kind, params: { target: resolved.target } };
    },
  };
}

/** date_before: at least one day before the bound. */
export const dateBefore = dateRule('before', (value, bound) => value <= bound - 1);

/** date_after: at least one day after the bound. */
export const dateAfter = dateRule('after', (value, bound) => value >= bound + 1);
