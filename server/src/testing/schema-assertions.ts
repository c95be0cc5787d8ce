// Checks a reply against the model's schema, naming every problem when it does not match.
import { describeErrors, validatorFor, type SchemaFileName } from '@tessera/schemas';
import { expect } from 'vitest';

export function expectMatchesSchema(value: unknown, file: SchemaFileName, def?: string): void {
  const validate = validatorFor(file, def);
  const valid = validate(value);
  expect(valid ? [] : describeErrors(validate.errors)).toEqual([]);
}
