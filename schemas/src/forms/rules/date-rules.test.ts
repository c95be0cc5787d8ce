import { describe, expect, it } from 'vitest';
import { dateAfter, dateBefore, dayNumber } from './date-rules.ts';
import type { RuleContext } from './rule-types.ts';

const context = (values: Record<string, unknown> = {}): RuleContext => ({ values, labelOf: (key) => (key === 'start' ? 'Start date' : key) });

describe('dayNumber', () => {
  it('reads a day and the day part of a date-time', () => {
    expect(dayNumber('2024-03-02')! - dayNumber('2024-03-01')!).toBe(1);
    expect(dayNumber('2024-03-01T23:59:00Z')).toBe(dayNumber('2024-03-01'));
  });
  it.each(['2023-02-29', '2024-13-01', 'yesterday', ''])('is null for %j', (text) => expect(dayNumber(text)).toBeNull());
});

describe('date_before and date_after against a fixed date', () => {
  const bound = dateBefore.readArgument('2024-06-10')!;
  it('need a whole day between the dates', () => {
    expect(dateBefore.check('2024-06-09', bound, context())).toBeNull();
    expect(dateBefore.check('2024-06-10', bound, context())).toEqual({ kind: 'before', params: { target: '2024-06-10' } });
    expect(dateAfter.check('2024-06-11', bound, context())).toBeNull();
    expect(dateAfter.check('2024-06-10', bound, context())).toEqual({ kind: 'after', params: { target: '2024-06-10' } });
  });
  it('reads {date} as well', () => expect(dateAfter.readArgument({ date: '2024-06-10' })).toEqual({ date: '2024-06-10' }));
  it('refuses a value that is no date', () => expect(dateBefore.check('soon', bound, context())?.kind).toBe('invalid'));
});

describe('date_before and date_after against another field', () => {
  const bound = dateAfter.readArgument({ field: 'start' })!;
  it('compare with that field and name it by its label', () => {
    expect(dateAfter.check('2024-01-02', bound, context({ start: '2024-01-01' }))).toBeNull();
    expect(dateAfter.check('2024-01-01', bound, context({ start: '2024-01-01' }))).toEqual({ kind: 'after', params: { target: 'Start date' } });
  });
  it('pass while the other field is empty', () => expect(dateAfter.check('2024-01-01', bound, context({ start: '' }))).toBeNull());
  it('read a text that is no date as a field key', () => expect(dateBefore.readArgument('end')).toEqual({ field: 'end' }));
  it('are off with a null bound', () => expect(dateBefore.readArgument(null)).toBeNull());
});
