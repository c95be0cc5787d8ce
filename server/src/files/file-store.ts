// Where file bytes live, addressed by their SHA-256, with the variants made of them (thumbnails).
// Metadata stays in the `files` table.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/** Byte storage by content hash; an object store can implement it instead of the disk. */
export interface FileStore {
  /** Stores the bytes (a no-op when they are already there) and returns their hash. */
  put(bytes: Uint8Array): Promise<{ sha256: string; size: number }>;
  /** The bytes stored under `sha256`, or null when there are none. */
  get(sha256: string): Promise<Buffer | null>;
  /** The bytes stored under `sha256` as a stream, for files too large to hold in memory. */
  open(sha256: string): Promise<{ stream: Readable; size: number } | null>;
  /** A new path to stream an upload into before it is kept (commit) or dropped (discard). */
  stagingPath(): Promise<string>;
  /** Keeps a staged file under its hash (which the caller computed while writing it). */
  commit(stagingPath: string, sha256: string): Promise<void>;
  discard(stagingPath: string): Promise<void>;
  /** Stores a variant of the file stored under `sha256` (a thumbnail: 'w300'). */
  putVariant(sha256: string, variant: string, bytes: Uint8Array): Promise<void>;
  getVariant(sha256: string, variant: string): Promise<Buffer | null>;
}

const SHA256_HEX = /^[0-9a-f]{64}$/;
const VARIANT = /^[a-z0-9]{1,16}$/;

async function readOrNull(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Keeps each file as `<dir>/<sha256>`, its variants as `<dir>/variants/<sha256>-<variant>`, uploads in progress as `<dir>/.<uuid>.tmp`. */
export function diskFileStore(dir: string): FileStore {
  const variantsDir = join(dir, 'variants');
  /** Writes to a temporary file then renames it, so a reader never sees half a file. */
  async function writeAtomically(path: string, bytes: Uint8Array): Promise<void> {
    const temporary = join(dir, `.${randomUUID()}.tmp`);
    await writeFile(temporary, bytes);
    await rename(temporary, path);
  }
  return {
    async put(bytes) {
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      await mkdir(dir, { recursive: true });
      await writeAtomically(join(dir, sha256), bytes);
      return { sha256, size: bytes.byteLength };
    },
    async get(sha256) {
      return SHA256_HEX.test(sha256) ? readOrNull(join(dir, sha256)) : null;
    },
    async open(sha256) {
      if (!SHA256_HEX.test(sha256)) return null;
      const path = join(dir, sha256);
      try {
        const { size } = await stat(path);
        return { stream: createReadStream(path), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async stagingPath() {
      await mkdir(dir, { recursive: true });
      return join(dir, `.${randomUUID()}.tmp`);
    },
    async commit(stagingPath, sha256) {
      if (!SHA256_HEX.test(sha256)) throw new Error(`Not a SHA-256: ${sha256}`);
      await rename(stagingPath, join(dir, sha256));
    },
    async discard(stagingPath) {
      await rm(stagingPath, { force: true });
    },
    async putVariant(sha256, variant, bytes) {
      if (!SHA256_HEX.test(sha256) || !VARIANT.test(variant)) throw new Error(`Not a variant name: ${sha256}-${variant}`);
      await mkdir(variantsDir, { recursive: true });
      await writeAtomically(join(variantsDir, `${sha256}-${variant}`), bytes);
    },
    async getVariant(sha256, variant) {
      return SHA256_HEX.test(sha256) && VARIANT.test(variant) ? readOrNull(join(variantsDir, `${sha256}-${variant}`)) : null;
    },
  };
}
