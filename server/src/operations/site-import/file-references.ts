// In site files, options named `…fileId` hold asset paths; in the database they hold file ids.
import { optionsWithFileIds } from '@tessera/schemas/site-files';

export type FileIds = ReadonlyMap<string, number>;

/** Looks up an asset path; the loader has checked every referenced asset exists. */
export function fileIdOf(path: string, fileIds: FileIds): number {
  const id = fileIds.get(path);
  if (id === undefined) throw new Error(`Asset ${path} was not imported`);
  return id;
}

/**
 * A copy of `options` (at any depth) with every string under a key ending in `fileId` replaced by
 * its file id, and a null there ("no file") left out so the type's default applies.
 */
export function withFileIds(options: object, fileIds: FileIds): Record<string, unknown> {
  return optionsWithFileIds(options, (path) => fileIdOf(path, fileIds));
}
