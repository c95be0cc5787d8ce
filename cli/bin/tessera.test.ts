// The real executable, run as a child process the way a user or a script runs it.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeCopies, siteWithMissingPage, tinySiteDir } from '../src/test-support/fixtures.ts';

afterAll(removeCopies);
// The bin starts from the bundle when there is one: build it, so these runs test today's sources.
beforeAll(() => promisify(execFile)(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '../scripts/build.ts')]), 60_000);

const bin = join(import.meta.dirname, 'tessera.js');

async function tessera(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [bin, ...args]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('bin/tessera.js', () => {
  it('validates a clean site with exit code 0', async () => {
    const result = await tessera('validate', tinySiteDir);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('is valid');
  });

  it('exits 1 and names the broken file', async () => {
    const result = await tessera('validate', await siteWithMissingPage());
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('modules/home/module.json /childIds/1:');
  });

  it('lists every command with --help', async () => {
    const result = await tessera('--help');
    expect(result.code).toBe(0);
    for (const command of ['init', 'validate', 'schemas', 'login', 'logout']) expect(result.stdout).toMatch(new RegExp(`^  ${command} `, 'm'));
    expect(result.stdout).toContain('Exit codes:');
  });

  it('exits 2 on a missing directory', async () => {
    const result = await tessera('validate', 'no/such/site');
    expect(result).toMatchObject({ code: 2, stderr: 'tessera: Site directory not found: no/such/site\n' });
  });
});
