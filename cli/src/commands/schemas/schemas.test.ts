import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../run-cli.ts';
import { captureIo } from '../../test-support/capture-io.ts';
import { tinySiteDir } from '../../test-support/fixtures.ts';
import { removeTempDirs, tempDir } from '../../test-support/temp-dirs.ts';

afterAll(removeTempDirs);

describe('tessera schemas', () => {
  it('writes the schemas and sets every site file\'s $schema, then finds nothing to change', async () => {
    const dir = await tempDir();
    await cp(tinySiteDir, dir, { recursive: true });
    const io = captureIo();
    expect(await runCli(['schemas', dir], io)).toBe(0);
    expect(io.stdout()).toBe(`Wrote the schemas into ${join(dir, '.schemas')}; 4 files of 4 updated.\n`);
    expect(JSON.parse(await readFile(join(dir, 'modules/home/pages/welcome.json'), 'utf8'))).toMatchObject({ $schema: '../../../.schemas/page-file.schema.json', id: 'welcome' });
    expect(await runCli(['validate', dir], captureIo())).toBe(0);
    const again = captureIo();
    expect(await runCli(['schemas', dir, '--json'], again)).toBe(0);
    expect(JSON.parse(again.stdout())).toEqual({ dir, changed: [], unreadable: [] });
  });

  it('leaves a file that is not JSON as it is and exits 1', async () => {
    const dir = await tempDir();
    await cp(tinySiteDir, dir, { recursive: true });
    await writeFile(join(dir, 'brands/main.json'), '{ broken');
    const io = captureIo();
    expect(await runCli(['schemas', dir], io)).toBe(1);
    expect(io.stdout()).toContain(`${join(dir, 'brands/main.json')}: not a JSON object, left as it is`);
    expect(await readFile(join(dir, 'brands/main.json'), 'utf8')).toBe('{ broken');
  });

  it('exits 2 on a directory without site.json', async () => {
    const dir = await tempDir();
    await cp(tinySiteDir, dir, { recursive: true });
    await rm(join(dir, 'site.json'));
    const io = captureIo();
    expect(await runCli(['schemas', dir], io)).toBe(2);
    expect(io.stderr()).toContain('has no site.json');
  });
});
