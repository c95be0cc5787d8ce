import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkBlock } from '@tessera/blocks/definitions';
import { loadSite } from '@tessera/schemas/site-files';
import { afterAll, describe, expect, it } from 'vitest';
import { writeGeneratedSite } from './generated-site.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('writeGeneratedSite', () => {
  it('writes a valid site of the size asked', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tessera-generated-'));
    dirs.push(dir);
    expect(await writeGeneratedSite(dir, { modules: 3, pagesPerModule: 4 })).toEqual({ modules: 3, pages: 12, blocks: 60, files: 21 });
    const { site, problems } = await loadSite(dir, { checkBlock });
    expect(problems).toEqual([]);
    expect(site?.modules.map((module) => module.pages.length)).toEqual([4, 4, 4]);
  });
});
