// One closing line after the list reporter: counts by outcome and the overall status.
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<string, string>();

  onTestEnd(test: TestCase, _result: TestResult): void {
    this.outcomes.set(test.id, test.outcome());
  }

  onEnd(result: FullResult): void {
    const count = (outcome: string) => [...this.outcomes.values()].filter((o) => o === outcome).length;
    const seconds = (result.duration / 1000).toFixed(1);
    console.log(
      `\nJourneys: ${count('expected')} passed, ${count('unexpected')} failed, ${count('flaky')} flaky, ` +
        `${count('skipped')} skipped — ${result.status.toUpperCase()} in ${seconds} s`,
    );
  }

  printsToStdio(): boolean {
    return true;
  }
}
