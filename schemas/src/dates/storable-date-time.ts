// The `date-time` format of the model: RFC 3339, and an instant every side can hold. RFC 3339 allows
// year 0000, offsets that carry a time past 9999 or before year 1, and leap seconds; PostgreSQL has no
// year 0 and JavaScript's Date no 60th second, so such values would fail deep inside a write instead
// of at the boundary.
import { fullFormats } from 'ajv-formats/dist/formats.js';

// (Date.UTC would read the year 1 as 1901.)
const EARLIEST = Date.parse('0001-01-01T00:00:00Z');
const LATEST = Date.parse('9999-12-31T23:59:59.999Z');

const rfc3339 = fullFormats['date-time'] as { validate: (value: string) => boolean };

/**
 * True for an RFC 3339 date-time whose instant lies between the years 1 and 9999 (UTC) and that
 * JavaScript can read (no leap second).
 * @example isStorableDateTime('2025-03-01T10:00:00Z') // true
 * @example isStorableDateTime('0000-01-01T00:00:00Z') // false
 */
export function isStorableDateTime(value: string): boolean {
  if (!rfc3339.validate(value)) return false;
  const instant = Date.parse(value);
  return instant >= EARLIEST && instant <= LATEST;
}
