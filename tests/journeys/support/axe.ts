// Accessibility check: axe-core over the current page; fails on serious or critical violations
// and lists each one readably (rule, impact, help, where).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

function describe(violation: Violation): string {
  const where = violation.nodes
    .slice(0, 5)
    .map((node) => `    at ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
    .join('\n');
  const more = violation.nodes.length > 5 ? `\n    … and ${violation.nodes.length - 5} more` : '';
  return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${where}${more}`;
}

/** The serious and critical violations on the page now, as readable text; '' when there are none. */
export async function seriousA11yViolations(page: Page): Promise<string> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(describe)
    .join('\n');
}

export async function expectNoSeriousA11yViolations(page: Page, label = page.url()): Promise<void> {
  const report = await seriousA11yViolations(page);
  expect(report, `Serious or critical accessibility violations on ${label}:\n${report}`).toBe('');
}

/** Like expectNoSeriousA11yViolations, but lets the test go on to check the next state. */
export async function expectSoftlyNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  const report = await seriousA11yViolations(page);
  expect.soft(report, `Serious or critical accessibility violations on ${label}:\n${report}`).toBe('');
}
