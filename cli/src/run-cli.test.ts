import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.ts';
import { captureIo } from './test-support/capture-io.ts';

describe('runCli', () => {
  it('exits 2 on an unknown command, suggesting the right one', async () => {
    const io = captureIo();
    expect(await runCli(['valdate', 'x'], io)).toBe(2);
    expect(io.stderr()).toContain("unknown command 'valdate'");
    expect(io.stderr()).toContain('validate');
  });

  it('exits 2 without a command and shows the help', async () => {
    const io = captureIo();
    expect(await runCli([], io)).toBe(2);
    expect(io.stderr()).toContain('Usage: tessera');
  });

  it('exits 0 for --help and lists the commands', async () => {
    const io = captureIo();
    expect(await runCli(['--help'], io)).toBe(0);
    expect(io.stdout()).toContain('validate [options] <site-dir>');
  });

  it('exits 2 on an unknown option', async () => {
    const io = captureIo();
    expect(await runCli(['validate', '.', '--fast'], io)).toBe(2);
    expect(io.stderr()).toContain("unknown option '--fast'");
  });
});
