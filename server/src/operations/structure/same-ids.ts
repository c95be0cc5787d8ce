// Reorder requests must name exactly what they reorder.
import { appError } from '../../errors.ts';

/**
 * Throws BAD_REQUEST unless `given` lists every id of `expected` once and nothing else, naming
 * the first one missing or unknown (`label`: where in the body, `what`: what the ids are of).
 */
export function assertSameIds(label: string, given: readonly number[], expected: readonly number[], what: string): void {
  const known = new Set(expected);
  const unknown = given.find((id) => !known.has(id));
  if (unknown !== undefined) throw appError('BAD_REQUEST', `${label}: ${unknown} is not one of the ${what}s to order.`);
  const listed = new Set(given);
  const missing = expected.find((id) => !listed.has(id));
  if (missing !== undefined) throw appError('BAD_REQUEST', `${label}: ${what} ${missing} is missing; list every ${what} once.`);
  if (listed.size !== given.length) throw appError('BAD_REQUEST', `${label}: a ${what} is listed more than once.`);
}
