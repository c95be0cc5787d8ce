import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBuildId } from './runtime-build.ts';

describe('readBuildId', () => {
  const distWith = async (buildJson: string | null) => {
    const dir = await mkdtemp(join(tmpdir(), 'tessera-dist-'));
    if (buildJson !== null) await writeFile(join(dir, 'build.json'), buildJson);
    return dir;
  };

  it("reads the build id of a built runtime", async () => {
    expect(await readBuildId(await distWith('{"build":"2025-03-01T10-00-abc123"}\n'))).toBe('2025-03-01T10-00-abc123');
  });

  it.each([['no build.json', null], ['malformed JSON', '{"build":'], ['no build in it', '{"version":1}'], ['a build that is not text', '{"build":7}']])(
    'answers null for %s', async (_, buildJson) => {
      expect(await readBuildId(await distWith(buildJson))).toBeNull();
    },
  );
});
