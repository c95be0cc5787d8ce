/**
 * The default of a switch that must handle every case: a value reaching it fails the typecheck
 * (the argument is not `never` once a case is missing), and throws should one arrive anyway.
 */
export function assertNever(value: never, what = 'value'): never {
  throw new Error(`Unexpected ${what}: ${JSON.stringify(value)}`);
}
