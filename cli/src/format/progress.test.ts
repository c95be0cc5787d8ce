import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startProgress } from './progress.ts';

function terminal(isTTY: boolean) {
  let text = '';
  return { isTTY, columns: 80, write: (chunk: string) => { text += chunk; }, text: () => text };
}

describe('startProgress', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it('shows nothing for work shorter than a second', () => {
    const output = terminal(true);
    const progress = startProgress('Applying', { total: 10, output });
    progress.advance(10);
    vi.advanceTimersByTime(900);
    progress.done();
    expect(output.text()).toBe('');
  });

  it('draws a bar on a terminal once the work has run for a second, and completes it', () => {
    const output = terminal(true);
    const progress = startProgress('Applying', { total: 4, output });
    progress.advance(2);
    vi.advanceTimersByTime(1100);
    expect(output.text()).toContain(`Applying [${'#'.repeat(12)}${'-'.repeat(12)}] 2/4`);
    progress.done();
    expect(output.text()).toContain(`[${'#'.repeat(24)}] 4/4`);
    expect(output.text().endsWith('\n')).toBe(true);
  });

  it('counts work without a total', () => {
    const output = terminal(true);
    const progress = startProgress('Exporting', { output });
    progress.advance(7);
    vi.advanceTimersByTime(1500);
    progress.done();
    expect(output.text()).toMatch(/Exporting 7 1\.\d s/);
  });

  it('stays silent when the output is not a terminal, or quiet', () => {
    for (const [isTTY, quiet] of [[false, false], [true, true]] as const) {
      const output = terminal(isTTY);
      const progress = startProgress('Applying', { total: 4, output, quiet });
      vi.advanceTimersByTime(5000);
      progress.done();
      expect(output.text()).toBe('');
    }
  });
});
