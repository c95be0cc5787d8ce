const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/**
 * The short, stable name of a block in the `tab` query entry: FNV-1a (32 bit) over the id's
 * decimal digits, written in base 36 (at most 7 characters). The spec asks for hashes rather
 * than ids; they keep the query short and opaque, and a collision could only confuse two tabs
 * blocks of the same page, which 2^32 values make negligible.
 */
export function blockHash(id: number): string {
  let hash = FNV_OFFSET_BASIS;
  for (const digit of String(id)) {
    hash ^= digit.charCodeAt(0);
    hash = Math.imul(hash, FNV_PRIME);
  }
  return (hash >>> 0).toString(36);
}
