import { describe, expect, it } from 'vitest';
import { pointer } from './json-pointer.ts';

describe('pointer', () => {
  it('joins segments', () => {
    expect(pointer('blocks', 0, 'positions', 'col-1')).toBe('/blocks/0/positions/col-1');
  });

  it('is empty for the whole document', () => {
    expect(pointer()).toBe('');
  });

  it('escapes ~ and /', () => {
    expect(pointer('a/b', 'c~d')).toBe('/a~1b/c~0d');
  });
});
