import { describe, expect, it } from 'vitest';
import { isStorableDateTime } from './storable-date-time.ts';

describe('isStorableDateTime', () => {
  it.each([
    '2025-03-01T10:00:00Z', '2025-03-01T10:00:00.123+02:00', '2025-03-01t10:00:00z', '2025-03-01 10:00:00Z',
    '0001-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z',
  ])('accepts %s', (value) => {
    expect(isStorableDateTime(value)).toBe(true);
  });

  it.each([
    ['year 0000, which PostgreSQL does not have', '0000-01-01T00:00:00Z'],
    ['an offset that carries the instant before the year 1', '0001-01-01T00:00:00+01:00'],
    ['an offset that carries the instant past 9999', '9999-12-31T23:59:59-01:00'],
    ['a leap second, which Date cannot read', '2016-12-31T23:59:60Z'],
    ['a day the month does not have', '2025-02-30T10:00:00Z'],
    ['a date without a time zone', '2025-03-01T10:00:00'],
    ['no date at all', 'yesterday'],
  ])('refuses %s', (_, value) => {
    expect(isStorableDateTime(value)).toBe(false);
  });
});
