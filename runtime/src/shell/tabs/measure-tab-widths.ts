import type { TabItem } from './tab-items.ts';

/** Tabs measured in the first layout; each further layout measures twice as many. */
const FIRST_BATCH = 16;

/**
 * The width each of `tabs` takes in the module bar, read in one layout. A hidden stand-in of each
 * tab (a list item holding the label with the tab's classes, language and current state, so the
 * same font, weight and padding) is appended to `list` at once; all widths are read, then the
 * stand-ins are removed. Nothing is written between the reads, so the browser lays out once, and
 * no tab is rendered by React only to be measured.
 */
export function measureTabWidths(list: HTMLElement, tabs: readonly TabItem[]): number[] {
  const standIns = document.createDocumentFragment();
  for (const tab of tabs) {
    const item = document.createElement('li');
    item.dataset.measureTab = '';
    item.setAttribute('aria-hidden', 'true');
    item.style.visibility = 'hidden';
    const label = item.appendChild(document.createElement('span'));
    label.className = 'module-tabs__link';
    label.textContent = tab.label;
    if (tab.lang) label.lang = tab.lang;
    if (tab.current) label.setAttribute('aria-current', 'page');
    standIns.appendChild(item);
  }
  const items = [...standIns.children] as HTMLElement[];
  list.appendChild(standIns);
  const widths = items.map((item) => item.getBoundingClientRect().width);
  for (const item of items) item.remove();
  return widths;
}

/**
 * `known` (the widths of the first tabs, in order) extended until they add up to more than
 * `available` px or every tab is measured. Which tabs fit is decided by the widths up to the first
 * that does not, so the tabs after it (most of them on a site of many modules) are not laid out;
 * they are measured when the bar grows enough to need them.
 */
export function measureTabsToFill(list: HTMLElement, tabs: readonly TabItem[], known: readonly number[], available: number): number[] {
  const widths = [...known];
  let used = widths.reduce((sum, width) => sum + width, 0);
  let batch = FIRST_BATCH;
  while (widths.length < tabs.length && used <= available) {
    const measured = measureTabWidths(list, tabs.slice(widths.length, widths.length + batch));
    widths.push(...measured);
    used += measured.reduce((sum, width) => sum + width, 0);
    batch *= 2;
  }
  return widths;
}
