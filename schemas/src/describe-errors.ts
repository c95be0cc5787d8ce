// Ajv's errors as readable problems: a module of its own, so code that validates with the
// precompiled validators (the site loader) does not build the shared Ajv instance of ajv.ts.
import type { ErrorObject } from 'ajv';

export interface SchemaProblem {
  /** JSON Pointer into the validated value, '' for the root. */
  path: string;
  message: string;
}

/** What a failed keyword means, where Ajv's own message says too little. */
function messageOf(e: ErrorObject): string {
  // The model's schemas use `not` only for reserved words (slugs), where Ajv's "must NOT be valid" says nothing.
  if (e.keyword === 'not') return 'is reserved: choose another';
  if (e.keyword === 'format' && e.params.format === 'date-time') return 'must be a date and time with a time zone (ISO 8601), between the years 1 and 9999';
  return e.message ?? 'is invalid';
}

/**
 * Readable problems from Ajv's errors, one per failing keyword. An `if`'s own error ('must match
 * "then" schema') is left out: the branch's errors, reported before it, say what is wrong.
 */
export function describeErrors(errors: ErrorObject[] | null | undefined): SchemaProblem[] {
  return (errors ?? []).filter((e) => e.keyword !== 'if').map((e) => {
    const extra = e.keyword === 'additionalProperties' ? ` '${String(e.params.additionalProperty)}'`
      : e.keyword === 'enum' ? `: ${(e.params.allowedValues as unknown[]).join(', ')}` : '';
    return { path: e.instancePath, message: `${messageOf(e)}${extra}` };
  });
}
