import { describe, expect, it } from 'vitest';
import { blockHash } from './block-hash.ts';

describe('blockHash', () => {
  it('is FNV-1a of the decimal id in base 36', () => {
    // FNV-1a("1") = 0x340ca71c
    expect(blockHash(1)).toBe((0x340ca71c).toString(36));
  });

  it('is short, URL-safe and different for nearby ids', () => {
    const hashes = Array.from({ length: 1000 }, (_, id) => blockHash(id + 1));
    expect(new Set(hashes).size).toBe(1000);
    for (const hash of hashes) expect(hash).toMatch(/^[0-9a-z]{1,7}$/);
  });
});
