import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diskFileStore } from './file-store.ts';

describe('diskFileStore', () => {
  it('stores bytes under their SHA-256 and reads them back', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tessera-files-'));
    const store = diskFileStore(dir);
    const stored = await store.put(new TextEncoder().encode('hello'));
    expect(stored).toEqual({ sha256: '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824', size: 5 });
    expect((await store.get(stored.sha256))?.toString()).toBe('hello');
    await store.put(new TextEncoder().encode('hello'));
    expect(await readdir(dir)).toEqual([stored.sha256]);
  });

  it('answers null for unknown or malformed hashes', async () => {
    const store = diskFileStore(await mkdtemp(join(tmpdir(), 'tessera-files-')));
    expect(await store.get('0'.repeat(64))).toBeNull();
    expect(await store.get('../etc/passwd')).toBeNull();
  });
});
