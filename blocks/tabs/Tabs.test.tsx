import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { Block } from '@tessera/schemas';
import { makeBlock, renderBlocks } from '../test-support/render-blocks.tsx';
import { blockHash } from './block-hash.ts';

const TABS_ID = 10;

function tabsPage(childTitles: string[], extra: Partial<Block> = {}): Block[] {
  const children = childTitles.map((title, index) =>
    makeBlock(TABS_ID + 1 + index, 'heading', { title, options: { text: `${title} content` } }));
  return [makeBlock(TABS_ID, 'tabs', { title: 'Club', children: children.map((child) => child.id), ...extra }), ...children];
}

/** The `tab` entry that selects child `childId` of the tabs block. */
const tabEntry = (childId: number) => `${blockHash(TABS_ID)}_${blockHash(childId)}`;

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => consoleError.mockRestore());

describe('tabs block', () => {
  it('renders a single child without a tab strip', async () => {
    renderBlocks(tabsPage(['Overview']));
    expect(await screen.findByRole('heading', { name: 'Overview content' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('counts only visible children as tabs', async () => {
    const page = tabsPage(['Overview', 'Desktop only']);
    page[2] = { ...page[2]!, visibility: { visibleOnMobile: false } };
    renderBlocks(page, { visibility: { isMobile: true } });
    expect(await screen.findByRole('heading', { name: 'Overview content' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it("labels a tab per child with the child's title and shows the first one", async () => {
    renderBlocks(tabsPage(['Overview', 'Events', 'Members']));
    expect(await screen.findByRole('heading', { name: 'Overview content' })).toBeTruthy();
    expect(screen.getByRole('tablist', { name: 'Club' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Overview', 'Events', 'Members']);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Overview');
    expect(screen.queryByText('Events content')).toBeNull();
  });

  it("ties each tab to its panel, and renders only the shown panel's block", async () => {
    renderBlocks(tabsPage(['Overview', 'Events']));
    await screen.findByRole('heading', { name: 'Overview content' });
    const panel = screen.getByRole('tabpanel', { name: 'Overview' });
    const tab = screen.getByRole('tab', { selected: true });
    expect(tab.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(tab.id);
    const hidden = document.getElementById(screen.getByRole('tab', { name: 'Events' }).getAttribute('aria-controls') ?? '');
    expect(hidden?.hidden).toBe(true);
    expect(hidden?.childElementCount).toBe(0);
  });

  it('writes the chosen tab to the query, keeping other entries, and Back returns to the previous tab', async () => {
    const { router } = renderBlocks(tabsPage(['Overview', 'Events']), { url: '/club/home?tab=abc_def&view=list' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Events' }));

    expect(await screen.findByRole('heading', { name: 'Events content' })).toBeTruthy();
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('tab')).toBe(`abc_def,${tabEntry(12)}`);
    expect(query.get('view')).toBe('list');

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Overview content' })).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('abc_def');
  });

  it('opens the tab the query names, so a reload keeps the tab', async () => {
    renderBlocks(tabsPage(['Overview', 'Events', 'Members']), { url: `/club/home?tab=${tabEntry(13)}` });
    expect(await screen.findByRole('heading', { name: 'Members content' })).toBeTruthy();
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Members');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('logs a tab the query names but the block lacks, and shows the first tab', async () => {
    renderBlocks(tabsPage(['Overview', 'Events']), { url: `/club/home?tab=${blockHash(TABS_ID)}_gone` });
    expect(await screen.findByRole('heading', { name: 'Overview content' })).toBeTruthy();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining(`Tabs block ${TABS_ID}: no tab "gone"`));
  });

  it('moves focus between tabs with the arrow keys and opens one only on Enter', async () => {
    const user = userEvent.setup();
    renderBlocks(tabsPage(['Overview', 'Events', 'Members']));
    await screen.findByRole('heading', { name: 'Overview content' });

    await user.tab();
    expect(document.activeElement?.textContent).toBe('Overview');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Members');
    expect(screen.getByRole('heading', { name: 'Overview content' })).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Members content' })).toBeTruthy();
  });

  describe('vertical tabs', () => {
    it('stand beside their panel on larger screens', async () => {
      renderBlocks(tabsPage(['Overview', 'Events'], { options: { tabStyle: 'vertical' } }));
      const list = await screen.findByRole('tablist', { name: 'Club' });
      expect(list.getAttribute('aria-orientation')).toBe('vertical');
    });

    it('become a horizontal row above the panel on small screens, so the panel keeps the width', async () => {
      renderBlocks(tabsPage(['Overview', 'Events'], { options: { tabStyle: 'vertical' } }), { visibility: { isMobile: true } });
      const list = await screen.findByRole('tablist', { name: 'Club' });
      expect(list.getAttribute('aria-orientation')).toBe('horizontal');
      expect(list.closest('.tabs-block')?.getAttribute('data-orientation')).toBe('horizontal');
    });
  });
});
