// Checks a value a write is about to store against the model's schema.
import { describeErrors, validatorFor, type SchemaFileName } from '@tessera/schemas';
import { appError } from '../errors.ts';

/**
 * Throws BAD_REQUEST naming the first problem (as `<label><path> <message>`) unless `value`
 * matches the schema `file` (or its definition `def`).
 */
export function assertMatches<T>(value: unknown, label: string, file: SchemaFileName, def?: string): asserts value is T {
  const validate = validatorFor(file, def);
  if (validate(value)) return;
  const [problem] = describeErrors(validate.errors);
  throw appError('BAD_REQUEST', `${label}${problem?.path ?? ''} ${problem?.message ?? 'is invalid'}`);
}
