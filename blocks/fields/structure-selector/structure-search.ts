// The structure selector searches the structure in the browser: the member's copy of it is small
// (modules and pages from GET /init, the blocks the host adds) and already loaded.
import type { StructureEntry } from '../field-sources.ts';

/** What a structure selector stores: which kind of element, and its id. */
export interface StructureChoice { kind: StructureEntry['kind']; id: number }

/** At most this many matches show at once: the member narrows by typing. */
export const MAX_STRUCTURE_MATCHES = 20;

export const entryKey = (entry: StructureChoice) => `${entry.kind}:${entry.id}`;

/** The entries whose name or place holds every word typed (case and accents ignored), modules before pages before blocks. */
export function matchStructure(entries: readonly StructureEntry[], text: string): StructureEntry[] {
  const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const words = fold(text).split(/\s+/).filter(Boolean);
  const order: Record<StructureEntry['kind'], number> = { module: 0, page: 1, block: 2 };
  return entries
    .filter((entry) => {
      const haystack = fold(`${entry.label} ${entry.path ?? ''}`);
      return words.every((word) => haystack.includes(word));
    })
    .sort((a, b) => order[a.kind] - order[b.kind])
    .slice(0, MAX_STRUCTURE_MATCHES);
}

/** Whether a stored value is a choice (anything else reads as nothing chosen). */
export function asChoice(value: unknown): StructureChoice | null {
  const { kind, id } = (value ?? {}) as Partial<StructureChoice>;
  return (kind === 'module' || kind === 'page' || kind === 'block') && Number.isInteger(id) ? { kind, id: id! } : null;
}
