import { closest, distance } from 'fastest-levenshtein';

/**
 * The known type a mistyped one was most likely meant to be ('headnig' → 'heading'), or
 * undefined when none is near: at most one edit per three letters, counting case changes.
 */
export function closestType(type: string, known: readonly string[]): string | undefined {
  if (known.length === 0) return undefined;
  const candidate = closest(type, [...known]);
  return distance(type, candidate) <= Math.max(1, Math.floor(type.length / 3)) ? candidate : undefined;
}
