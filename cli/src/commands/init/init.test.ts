import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../run-cli.ts';
import { captureIo } from '../../test-support/capture-io.ts';
import { removeTempDirs, tempDir } from '../../test-support/temp-dirs.ts';
import { filesBelow } from '../../site-files-on-disk.ts';

afterAll(removeTempDirs);

async function init(...args: string[]) {
  const dir = join(await tempDir(), 'site');
  const io = captureIo();
  const code = await runCli(['init', dir, ...args], io);
  return { dir, io, code };
}

/**
 * Validates every JSON file of `dir` that names a `$schema` against that schema as an editor
 * would: the copies loaded by their file URLs, so each `$ref` resolves beside the file, offline.
 */
async function checkAsAnEditorWould(dir: string): Promise<string[]> {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  for (const file of await readdir(join(dir, '.schemas'), { recursive: true })) {
    if (!file.endsWith('.json')) continue;
    const path = join(dir, '.schemas', file);
    ajv.addSchema({ ...JSON.parse(await readFile(path, 'utf8')) as object, $id: pathToFileURL(path).href });
  }
  ajv.addFormat('date-time', true).addFormat('email', true).addFormat('uri', true).addFormat('uri-reference', true);
  const failures: string[] = [];
  for (const file of (await filesBelow(dir)).filter((name) => name.endsWith('.json'))) {
    const value = JSON.parse(await readFile(join(dir, file), 'utf8')) as { $schema?: string };
    if (!value.$schema) continue;
    const validate = ajv.getSchema(new URL(value.$schema, pathToFileURL(join(dir, file))).href);
    if (!validate) failures.push(`${file}: ${value.$schema} not found`);
    else if (!validate(value)) failures.push(`${file}: ${ajv.errorsText(validate.errors)}`);
  }
  return failures;
}

describe('tessera init', () => {
  it.each(['blank', 'community'])('creates a valid %s site whose files name their schemas', async (template) => {
    const { dir, io, code } = await init('--template', template);
    expect(code).toBe(0);
    expect(io.stdout()).toContain(`Created a ${template} site in ${dir}`);
    expect(io.stdout()).toContain(`tessera validate ${dir}`);
    const validation = captureIo();
    expect(await runCli(['validate', dir, '--strict'], validation)).toBe(0);
    const site = JSON.parse(await readFile(join(dir, 'site.json'), 'utf8')) as { $schema: string };
    expect(site.$schema).toBe('./.schemas/site-file.schema.json');
    expect(await checkAsAnEditorWould(dir)).toEqual([]);
  });

  it('lets an editor see a mistake through $schema', async () => {
    const { dir } = await init();
    const file = join(dir, 'modules/home/pages/welcome.json');
    const welcome = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    await writeFile(file, JSON.stringify({ ...welcome, slug: 'Not A Slug', colour: 'red' }));
    expect((await checkAsAnEditorWould(dir)).join('\n')).toMatch(/modules\/home\/pages\/welcome\.json: .*must NOT have additional properties.*slug must match pattern/);
  });

  it('names the site with --name and reports JSON with --json', async () => {
    const { dir, io, code } = await init('--template', 'community', '--name', 'Riverside Allotments', '--json');
    expect(code).toBe(0);
    expect(JSON.parse(io.stdout())).toEqual({ dir, template: 'community', files: 16, modules: 3, pages: 7 });
    const site = JSON.parse(await readFile(join(dir, 'site.json'), 'utf8')) as { settings: { name: string } };
    expect(site.settings.name).toBe('Riverside Allotments');
    expect(await readFile(join(dir, 'brands/community.json'), 'utf8')).toContain('"brandName": "Riverside Allotments"');
  });

  it('refuses a directory that is not empty (exit 2), pointing at tessera schemas for a site', async () => {
    const { dir } = await init();
    const io = captureIo();
    expect(await runCli(['init', dir], io)).toBe(2);
    expect(io.stderr()).toBe(`tessera: ${dir} already holds a site. To refresh its schemas and $schema values, run: tessera schemas ${dir}\n`);
  });

  it('refuses an unknown template (exit 2), listing the templates', async () => {
    const { io, code } = await init('--template', 'shop');
    expect(code).toBe(2);
    expect(io.stderr()).toContain("Allowed choices are blank, community.");
  });
});
