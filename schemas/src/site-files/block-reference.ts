// How a field's `relatedBlocks.display` names a block in site files: by its key when the block is
// on the page the field stands on, or as `<module>/<page>/<block>` when it may be on another page
// (a field several pages show is written the same on each, so it names blocks of one of them).
// Keys hold no '/', so the two forms cannot be mistaken for each other.

export interface BlockReference {
  /** Module and page keys, when the reference names them. */
  page?: { module: string; page: string };
  block: string;
}

export function readBlockReference(reference: string): BlockReference {
  const parts = reference.split('/');
  return parts.length === 3 ? { page: { module: parts[0]!, page: parts[1]! }, block: parts[2]! } : { block: reference };
}

export const qualifiedBlockReference = (module: string, page: string, block: string): string => `${module}/${page}/${block}`;
