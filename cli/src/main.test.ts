import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';

it('ends quietly, with its exit code, when the reader of its output stops reading (tessera diff | head)', { timeout: 30_000 }, async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'main.ts'), '--help'], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.destroy();
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => void (errors += chunk.toString()));
  const code = await new Promise((exited) => child.on('exit', exited));
  expect(errors).toBe('');
  expect(code).toBe(0);
});
