// How a rule is written in `field.validation[name]`: its argument as is (`"max": 40`), or with the
// rule's `disallowSubmit` flag beside it (forms spec §4: an error of a rule whose disallowSubmit
// is false shows but does not stop a save). The flag sits in an object: `{"value": 40,
// "disallowSubmit": false}`, or among an object argument's own keys (`{"field": "start",
// "disallowSubmit": false}`).

export interface RuleSetting {
  /** The argument the rule reads. */
  raw: unknown;
  /** Whether the rule's errors stop a save (true unless written false). */
  disallowSubmit: boolean;
}

export function readRuleSetting(written: unknown): RuleSetting {
  if (typeof written !== 'object' || written === null || Array.isArray(written) || !Object.hasOwn(written, 'disallowSubmit')) {
    return { raw: written, disallowSubmit: true };
  }
  const { disallowSubmit, ...rest } = written as Record<string, unknown>;
  const keys = Object.keys(rest);
  const raw = keys.length === 1 && keys[0] === 'value' ? rest.value : rest;
  return { raw, disallowSubmit: disallowSubmit !== false };
}
