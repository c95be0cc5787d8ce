// Every example site in sites/ stays valid, warnings included: the demo the server seeds and the others.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../run-cli.ts';
import { captureIo } from '../../test-support/capture-io.ts';

const sitesDir = join(import.meta.dirname, '../../../../sites');
const sites = readdirSync(sitesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

describe('the example sites', () => {
  it('include the demo and the mentoring programme', () => {
    expect(sites).toEqual(expect.arrayContaining(['demo', 'mentoring']));
  });

  it.each(sites)('sites/%s is valid with --strict', async (name) => {
    const io = captureIo();
    const code = await runCli(['validate', join(sitesDir, name), '--strict'], io);
    expect(io.stdout()).toContain('is valid:');
    expect(code).toBe(0);
  });
});
