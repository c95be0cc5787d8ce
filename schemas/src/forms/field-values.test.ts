import { describe, expect, it } from 'vitest';
import { emptyValueOf, startValueOf, valueTypeOf } from './field-values.ts';

describe('valueTypeOf', () => {
  it("follows the field's data schema when it has one", () => {
    expect(valueTypeOf({ key: 'a', type: 'text', schema: { key: 'a', type: 'integer', source: 'profile' } })).toBe('integer');
  });
  it.each([
    ['number', 'number'], ['year', 'number'], ['toggle', 'boolean'], ['files', 'array'], ['repeater', 'array'],
    ['geoLocation', 'object'], ['group', 'object'], ['heading', 'null'], ['email', 'string'], ['date', 'string'],
  ] as const)('stores a %s field as %s', (type, valueType) => expect(valueTypeOf({ key: 'a', type })).toBe(valueType));
  it('stores a checkbox with choices as the list chosen, one without as yes or no', () => {
    expect(valueTypeOf({ key: 'a', type: 'checkbox', options: [{ value: 1 }] })).toBe('array');
    expect(valueTypeOf({ key: 'a', type: 'checkbox' })).toBe('boolean');
  });
});

describe('emptyValueOf and startValueOf', () => {
  it("give a checkbox's default option, else an empty list", () => {
    expect(emptyValueOf({ key: 'a', type: 'checkbox', options: [{ value: 1 }], defaultOption: [1] })).toEqual([1]);
    expect(emptyValueOf({ key: 'a', type: 'checkbox', options: [{ value: 1 }] })).toEqual([]);
  });
  it('prefer default over defaultOption over the empty value', () => {
    expect(startValueOf({ key: 'a', type: 'radio', default: 'x', defaultOption: 'y' })).toBe('x');
    expect(startValueOf({ key: 'a', type: 'radio', defaultOption: 'y' })).toBe('y');
    expect(startValueOf({ key: 'a', type: 'radio' })).toBe('');
  });
});
