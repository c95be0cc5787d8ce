/** A form that cannot be set up: a field without an id, key or name (forms spec §3), a child that does not exist. */
export class FormSetupError extends Error {
  override readonly name = 'FormSetupError';
}
