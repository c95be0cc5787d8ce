// In site files, options named `…fileId` hold asset paths; in the database they hold file ids.

type FileIds = ReadonlyMap<string, number>;

/** Looks up an asset path; the loader has checked every referenced asset exists. */
export function fileIdOf(path: string, fileIds: FileIds): number {
  const id = fileIds.get(path);
  if (id === undefined) throw new Error(`Asset ${path} was not imported`);
  return id;
}

/** A copy of `options` (at any depth) with every string under a key ending in `fileId` replaced by its file id. */
export function withFileIds(options: Record<string, unknown>, fileIds: FileIds): Record<string, unknown> {
  return Object.fromEntries(Object.entries(options).map(([key, value]) => [key, replace(key, value, fileIds)]));
}

function replace(key: string, value: unknown, fileIds: FileIds): unknown {
  if (typeof value === 'string') return /fileid$/i.test(key) ? fileIdOf(value, fileIds) : value;
  if (Array.isArray(value)) return value.map((item) => replace(key, item, fileIds));
  if (value !== null && typeof value === 'object') return withFileIds(value as Record<string, unknown>, fileIds);
  return value;
}
