import { describe, expect, it } from 'vitest';
import { readPath } from './read-path.ts';

describe('readPath', () => {
  const source = { name: 'Ada', address: { city: 'London', zip: null }, tags: ['maths', 'engines'] };

  it.each([
    ['name', 'Ada'],
    ['address.city', 'London'],
    ['address.zip', null],
    ['tags.1', 'engines'],
    ['', source],
  ])('reads %j', (path, expected) => {
    expect(readPath(source, path)).toEqual(expected);
  });

  it.each(['missing', 'address.country', 'name.length', 'tags.7', 'address.city.first'])('gives undefined for the missing step in %j', (path) => {
    expect(readPath(source, path)).toBeUndefined();
  });

  it('never follows inherited properties', () => {
    expect(readPath(source, '__proto__')).toBeUndefined();
    expect(readPath(source, 'constructor.name')).toBeUndefined();
  });

  it('gives undefined when the source itself is missing', () => {
    expect(readPath(undefined, 'name')).toBeUndefined();
  });
});
