// A progress bar for work that takes a while: drawn on a terminal once the work has run for a
// second, never when the output is not a terminal (pipes, CI logs) or the command reports JSON.

/** Where the bar is drawn: process.stderr by default, so stdout stays the command's report. */
export interface ProgressOutput {
  isTTY?: boolean;
  columns?: number;
  write(text: string): unknown;
}

export interface ProgressOptions {
  /** How many steps the work has; without one the bar shows a count and the time taken. */
  total?: number;
  /** No bar at all (--json). */
  quiet?: boolean;
  output?: ProgressOutput;
  /** Work shorter than this shows nothing. @default 1000 */
  delayMs?: number;
  /** How often the bar is redrawn. @default 100 */
  intervalMs?: number;
}

export interface Progress {
  /** `by` more steps are done (1 by default). */
  advance(by?: number): void;
  /** The work is over: the bar, if drawn, is completed and its line ended. Call once, also on failure. */
  done(): void;
}

const BAR_WIDTH = 24;
const silent: Progress = { advance() {}, done() {} };

/** Starts showing the progress of the work `label` names ('Applying 2,000 pages'). */
export function startProgress(label: string, options: ProgressOptions = {}): Progress {
  const output = options.output ?? process.stderr;
  if (options.quiet || !output.isTTY) return silent;
  const { total, delayMs = 1000, intervalMs = 100 } = options;
  const started = Date.now();
  let count = 0;
  let drawn = false;
  const draw = (): void => {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const line = total ? `${label} ${bar(count / total)} ${count}/${total} ${seconds} s` : `${label} ${count} ${seconds} s`;
    output.write(`\r${line.slice(0, (output.columns ?? 80) - 1)}\x1b[K`);
    drawn = true;
  };
  const timer = setInterval(() => {
    if (Date.now() - started >= delayMs) draw();
  }, intervalMs);
  timer.unref();
  return {
    advance(by = 1) {
      count += by;
    },
    done() {
      clearInterval(timer);
      if (!drawn) return;
      if (total) count = total;
      draw();
      output.write('\n');
    },
  };
}

function bar(fraction: number): string {
  const filled = Math.round(Math.min(1, Math.max(0, fraction)) * BAR_WIDTH);
  return `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}]`;
}
