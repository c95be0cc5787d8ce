import { mkdtemp, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveJwtSecret } from './jwt-secret.ts';

describe('resolveJwtSecret', () => {
  it('prefers the configured secret', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tessera-secret-'));
    expect(new TextDecoder().decode(await resolveJwtSecret('x'.repeat(32), dir))).toBe('x'.repeat(32));
  });

  it('generates a secret once, private to its owner, and reuses it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tessera-secret-'));
    const first = await resolveJwtSecret(null, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect((await stat(join(dir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
    expect(await resolveJwtSecret(null, dir)).toEqual(first);
  });
});
