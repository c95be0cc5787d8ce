import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockElementWidths } from '../test-support/browser-stubs.ts';
import { measureTabsToFill, measureTabWidths } from './measure-tab-widths.ts';
import type { TabItem } from './tab-items.ts';

const tabsOf = (count: number): TabItem[] =>
  Array.from({ length: count }, (_, index) => ({ key: `module-${index}`, label: `Module ${index}`, to: `/module-${index}`, current: index === 1 }));

/** Every stand-in is as wide as its label has characters, times ten; records which labels were laid out. */
function layOutLabels(): string[] {
  const measured: string[] = [];
  mockElementWidths((element) => {
    if (!element.matches('[data-measure-tab]')) return undefined;
    measured.push(element.textContent ?? '');
    return (element.textContent ?? '').length * 10;
  });
  return measured;
}

afterEach(() => vi.restoreAllMocks());

describe('measureTabWidths', () => {
  it('measures hidden stand-ins with the tabs’ class, language and current state, and leaves the list as it was', () => {
    layOutLabels();
    const list = document.createElement('ul');
    list.append(document.createElement('li'));
    const seen: Element[] = [];
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      seen.push(this.cloneNode(true) as Element);
      return { width: 50 } as DOMRect;
    });
    const tabs = [...tabsOf(2), { key: 'static-help', label: 'Hilfe', lang: 'de', to: '/help', current: false }];
    expect(measureTabWidths(list, tabs)).toEqual([50, 50, 50]);
    expect(seen.map((item) => item.outerHTML)).toEqual([
      '<li data-measure-tab="" aria-hidden="true" style="visibility: hidden;"><span class="module-tabs__link">Module 0</span></li>',
      '<li data-measure-tab="" aria-hidden="true" style="visibility: hidden;"><span class="module-tabs__link" aria-current="page">Module 1</span></li>',
      '<li data-measure-tab="" aria-hidden="true" style="visibility: hidden;"><span class="module-tabs__link" lang="de">Hilfe</span></li>',
    ]);
    expect(list.children).toHaveLength(1);
  });
});

describe('measureTabsToFill', () => {
  it('measures only as many tabs as it takes to pass the available width', () => {
    const measured = layOutLabels();
    const widths = measureTabsToFill(document.createElement('ul'), tabsOf(200), [], 400);
    // "Module 0" is 80 px: five pass 400 px, and the first batch of 16 holds them.
    expect(widths).toHaveLength(16);
    expect(measured).toHaveLength(16);
    expect(widths[0]).toBe(80);
  });

  it('measures further batches, twice as large, when the bar needs more tabs', () => {
    layOutLabels();
    expect(measureTabsToFill(document.createElement('ul'), tabsOf(200), [], 2000)).toHaveLength(16 + 32);
  });

  it('keeps the widths it knows and measures only the tabs after them', () => {
    const measured = layOutLabels();
    const widths = measureTabsToFill(document.createElement('ul'), tabsOf(20), [80, 80], 3000);
    expect(widths).toHaveLength(20);
    expect(measured[0]).toBe('Module 2');
  });

  it('measures nothing when the known widths already pass the available width', () => {
    const measured = layOutLabels();
    expect(measureTabsToFill(document.createElement('ul'), tabsOf(20), [300, 300], 400)).toEqual([300, 300]);
    expect(measured).toEqual([]);
  });
});
