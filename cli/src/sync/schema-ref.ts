// The `$schema` each exported file names: its schema by the `$id` the model gives it.
const KINDS: ReadonlyArray<[RegExp, string]> = [
  [/^site\.json$/, 'site-file'],
  [/^modules\/[^/]+\/module\.json$/, 'module-file'],
  [/^modules\/[^/]+\/pages\/[^/]+\.json$/, 'page-file'],
  [/^brands\/[^/]+\.json$/, 'brand-file'],
];

/** Null for files whose schema has no `$schema` property (the translations). */
export function schemaRefOf(file: string): string | null {
  const kind = KINDS.find(([pattern]) => pattern.test(file))?.[1];
  return kind ? `https://schemas.tessera.dev/${kind}.schema.json` : null;
}
