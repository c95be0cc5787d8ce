import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../run-cli.ts';
import { captureIo } from '../../test-support/capture-io.ts';
import { demoSiteDir, demoSiteWith, removeCopies, siteWithMissingPage, tinySiteDir } from '../../test-support/fixtures.ts';

afterAll(removeCopies);

describe('tessera validate', () => {
  it('exits 0 on a clean site and says what it holds', async () => {
    const io = captureIo();
    expect(await runCli(['validate', tinySiteDir], io)).toBe(0);
    expect(io.stdout()).toBe(`${tinySiteDir} is valid: 1 module, 1 page, 1 brand, 0 translation files, 1 asset.\n`);
    expect(io.stderr()).toBe('');
  });

  it('exits 1 on a broken page reference and names the file and JSON path', async () => {
    const dir = await siteWithMissingPage();
    const io = captureIo();
    expect(await runCli(['validate', dir], io)).toBe(1);
    expect(io.stdout().split('\n')).toEqual([
      `${join(dir, 'modules/home/module.json')} /childIds/1: The page 'events' is listed in childIds but modules/home/pages/events.json does not exist.`,
      `1 problem found in ${dir}.`,
      '',
    ]);
  });

  it('leaves the JSON path out for a problem with a whole file', async () => {
    const dir = await siteWithMissingPage();
    const io = captureIo();
    await runCli(['validate', join(dir, 'modules')], io);
    expect(io.stdout()).toContain(`${join(dir, 'modules', 'site.json')}: The site has no site.json`);
  });

  it('prints machine-readable JSON with --json', async () => {
    const dir = await siteWithMissingPage();
    const io = captureIo();
    expect(await runCli(['validate', dir, '--json'], io)).toBe(1);
    expect(JSON.parse(io.stdout())).toEqual({
      dir,
      valid: false,
      problems: [{ file: 'modules/home/module.json', path: '/childIds/1', message: expect.stringContaining("'events'") as unknown }],
      warnings: [],
      counts: null,
    });
  });

  it('reports the counts of a clean site in JSON', async () => {
    const io = captureIo();
    expect(await runCli(['validate', '--json', tinySiteDir], io)).toBe(0);
    expect(JSON.parse(io.stdout())).toMatchObject({ valid: true, problems: [], counts: { modules: 1, pages: 1, brands: 1, languages: 0, assets: 1 } });
  });

  it('exits 0 on the demo site', async () => {
    const io = captureIo();
    expect(await runCli(['validate', demoSiteDir], io)).toBe(0);
    expect(io.stdout()).toContain('is valid');
  });

  describe('checking every block against its type', () => {
    const welcomeFile = 'modules/home/pages/welcome.json';

    /** The demo with its welcome page's blocks changed by `change`; `validate` exits 1 and prints these lines. */
    async function validateDemoWith(change: (blocks: Array<Record<string, unknown>>) => void): Promise<{ code: number; lines: string[]; dir: string }> {
      const welcome = JSON.parse(await readFile(join(demoSiteDir, welcomeFile), 'utf8')) as { blocks: Array<Record<string, unknown>> };
      change(welcome.blocks);
      const dir = await demoSiteWith({ [welcomeFile]: welcome });
      const io = captureIo();
      const code = await runCli(['validate', dir], io);
      return { code, lines: io.stdout().split('\n'), dir };
    }

    it('exits 1 on an unknown block type, naming the file, the JSON path and the type it likely meant', async () => {
      const { code, lines, dir } = await validateDemoWith((blocks) => { blocks[0]!.type = 'headnig'; });
      expect(code).toBe(1);
      expect(lines).toEqual([
        `${join(dir, welcomeFile)} /blocks/0/type: Unknown block type 'headnig'. Did you mean 'heading'?`,
        `1 problem found in ${dir}.`,
        '',
      ]);
    });

    it('exits 1 on a heading whose options break its schema, naming each option', async () => {
      const { code, lines, dir } = await validateDemoWith((blocks) => { blocks[0]!.options = { text: 42, level: 9, bogus: true }; });
      expect(code).toBe(1);
      expect(lines).toEqual([
        `${join(dir, welcomeFile)} /blocks/0/options: must NOT have additional properties 'bogus'`,
        `${join(dir, welcomeFile)} /blocks/0/options/text: must be string`,
        `${join(dir, welcomeFile)} /blocks/0/options/level: must be equal to one of the allowed values: 1, 2, 3, 4`,
        `3 problems found in ${dir}.`,
        '',
      ]);
    });

    it('exits 1 on a tabs block without children, nested in a column', async () => {
      const { code, lines, dir } = await validateDemoWith((blocks) => {
        (blocks[1]!.positions as Record<string, unknown[]>)['col-0']!.push({ id: 'empty-tabs', type: 'tabs', options: { tabStyle: 'vertical' } });
      });
      expect(code).toBe(1);
      expect(lines).toEqual([
        `${join(dir, welcomeFile)} /blocks/1/positions/col-0/1: A tabs block needs child blocks in children, one per tab.`,
        `1 problem found in ${dir}.`,
        '',
      ]);
    });

    it('exits 1 on a reference to a block the page does not hold, and accepts one to a block it does', async () => {
      const { code, lines, dir } = await validateDemoWith((blocks) => { blocks.push({ ref: 'no-such-block' }, { ref: String(blocks[0]!.id) }); });
      expect(code).toBe(1);
      expect(lines).toEqual([
        `${join(dir, welcomeFile)} /blocks/5/ref: The block 'no-such-block' is not written in full in this page: a reference stands for a block of its own page, written in full at its first spot.`,
        `1 problem found in ${dir}.`,
        '',
      ]);
    });
  });

  it('exits 2 with a clear message when the directory does not exist', async () => {
    const io = captureIo();
    expect(await runCli(['validate', 'no/such/site'], io)).toBe(2);
    expect(io.stderr()).toBe('tessera: Site directory not found: no/such/site\n');
    expect(io.stdout()).toBe('');
  });

  it('exits 2 when the path is a file', async () => {
    const io = captureIo();
    expect(await runCli(['validate', join(tinySiteDir, 'site.json')], io)).toBe(2);
    expect(io.stderr()).toContain('Not a directory');
  });

  it('exits 2 without a directory argument', async () => {
    const io = captureIo();
    expect(await runCli(['validate'], io)).toBe(2);
    expect(io.stderr()).toContain("missing required argument 'site-dir'");
  });
});
