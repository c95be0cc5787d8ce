// In site files, block options named `…fileId` (at any depth) hold an asset path relative to the
// site directory, or null for "no file"; stored blocks hold a file id there, and no key for none
// (so the type's default, e.g. the image block's 0, applies).

/** Option names that hold a file: `fileId`, `backgroundFileId`, … */
export const FILE_ID_OPTION = /fileId$/i;

/**
 * A copy of a site file block's `options` as they are stored: every asset path under a `…fileId`
 * key replaced by `fileIdOf(path)` (the path itself, to compare files with a server), every null there left out. Other values are kept as they are.
 */
export function optionsWithFileIds(options: object, fileIdOf: (assetPath: string) => number | string): Record<string, unknown> {
  const stored: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options)) {
    if (FILE_ID_OPTION.test(key) && value === null) continue;
    stored[key] = storedValue(key, value, fileIdOf);
  }
  return stored;
}

function storedValue(key: string, value: unknown, fileIdOf: (assetPath: string) => number | string): unknown {
  if (typeof value === 'string') return FILE_ID_OPTION.test(key) ? fileIdOf(value) : value;
  if (Array.isArray(value)) return value.map((item: unknown) => storedValue(key, item, fileIdOf));
  if (value !== null && typeof value === 'object') return optionsWithFileIds(value, fileIdOf);
  return value;
}
