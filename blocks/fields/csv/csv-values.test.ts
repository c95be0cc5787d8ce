import { describe, expect, it } from 'vitest';
import { csvItems, csvText, withTyped } from './csv-values.ts';

describe('csv values', () => {
  it('reads items from comma-separated text, trimmed, without empties', () => {
    expect(csvItems(' bikes, lamps,,tools ')).toEqual(['bikes', 'lamps', 'tools']);
    expect(csvItems('')).toEqual([]);
    expect(csvItems(undefined)).toEqual([]);
  });
  it('stores items joined by commas', () => {
    expect(csvText(['bikes', 'lamps'])).toBe('bikes,lamps');
    expect(csvText([])).toBe('');
  });
  it('adds typed or pasted items once each', () => {
    expect(withTyped(['bikes'], 'lamps, bikes, lamps ,tools')).toEqual(['bikes', 'lamps', 'tools']);
    expect(withTyped(['bikes'], '  ')).toEqual(['bikes']);
  });
});
