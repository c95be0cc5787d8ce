// Where file bytes live, addressed by their SHA-256. Metadata stays in the `files` table.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Byte storage by content hash; an object store can implement it instead of the disk. */
export interface FileStore {
  /** Stores the bytes (a no-op when they are already there) and returns their hash. */
  put(bytes: Uint8Array): Promise<{ sha256: string; size: number }>;
  /** The bytes stored under `sha256`, or null when there are none. */
  get(sha256: string): Promise<Buffer | null>;
}

const SHA256_HEX = /^[0-9a-f]{64}$/;

/** Keeps each file as `<dir>/<sha256>`. */
export function diskFileStore(dir: string): FileStore {
  return {
    async put(bytes) {
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      await mkdir(dir, { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = join(dir, `.${randomUUID()}.tmp`);
      await writeFile(temporary, bytes);
      await rename(temporary, join(dir, sha256));
      return { sha256, size: bytes.byteLength };
    },
    async get(sha256) {
      if (!SHA256_HEX.test(sha256)) return null;
      try {
        return await readFile(join(dir, sha256));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
