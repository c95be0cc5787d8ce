import { describe, expect, it } from 'vitest';
import type { StructureEntry } from '../field-sources.ts';
import { asChoice, entryKey, matchStructure, MAX_STRUCTURE_MATCHES } from './structure-search.ts';

const entries: StructureEntry[] = [
  { kind: 'block', id: 7, label: 'Upcoming events', path: 'Events › Calendar' },
  { kind: 'page', id: 3, label: 'Calendar', path: 'Events' },
  { kind: 'module', id: 1, label: 'Événements' },
];

describe('matchStructure', () => {
  it('finds entries holding every word in their name or place, modules first', () => {
    expect(matchStructure(entries, 'calendar').map(entryKey)).toEqual(['page:3', 'block:7']);
    expect(matchStructure(entries, 'events upcoming').map(entryKey)).toEqual(['block:7']);
  });
  it('ignores case and accents', () => {
    expect(matchStructure(entries, 'EVENEMENTS').map(entryKey)).toEqual(['module:1']);
  });
  it('shows a bounded number of matches', () => {
    const many = Array.from({ length: 50 }, (_item, id): StructureEntry => ({ kind: 'page', id, label: `Page ${id}` }));
    expect(matchStructure(many, 'page')).toHaveLength(MAX_STRUCTURE_MATCHES);
  });
});

describe('asChoice', () => {
  it('reads a stored {kind, id}; anything else is no choice', () => {
    expect(asChoice({ kind: 'page', id: 3 })).toEqual({ kind: 'page', id: 3 });
    expect(asChoice({ kind: 'entity', id: 3 })).toBeNull();
    expect(asChoice('page:3')).toBeNull();
    expect(asChoice(undefined)).toBeNull();
  });
});
