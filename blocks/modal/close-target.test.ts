import { describe, expect, it } from 'vitest';
import type { Block } from '@tessera/schemas';
import { closeTarget } from './close-target.ts';
import { enclosingTab } from './enclosing-tab.ts';

const block = (id: number, type: string, extra: Partial<Block> = {}): Block => ({ id, key: `b${id}`, type, ...extra });
const byId = (...blocks: Block[]) => new Map(blocks.map((each) => [each.id, each]));

describe('enclosingTab', () => {
  const page = byId(
    block(1, 'tabs', { children: [2, 3, 4] }),
    block(2, 'richText'),
    block(3, 'columns', { positions: { 'col-0': [5] } }),
    block(4, 'modal'),
    block(5, 'modal'),
    block(6, 'modal'),
    block(7, 'tabs', { children: [8] }),
    block(8, 'modal'),
  );

  it('finds the tab before the one holding the modal, however deep', () => {
    expect(enclosingTab(page, 5)).toEqual({ tabsId: 1, neighbourId: 2 });
    expect(enclosingTab(page, 4)).toEqual({ tabsId: 1, neighbourId: 3 });
  });

  it('takes the next tab when the modal is in the first', () => {
    expect(enclosingTab(byId(block(1, 'tabs', { children: [2, 3] }), block(2, 'modal'), block(3, 'richText')), 2)).toEqual({ tabsId: 1, neighbourId: 3 });
  });

  it('is null outside tabs, or in a tabs block of one tab', () => {
    expect(enclosingTab(page, 6)).toBeNull();
    expect(enclosingTab(page, 8)).toBeNull();
  });
});

describe('closeTarget', () => {
  const tab = { tabsId: 1, neighbourId: 2 };

  it('simply closes a modal that does not require agreeing, or in edit mode', () => {
    expect(closeTarget({ requiresAgreeing: false, editMode: false, tab, canGoBack: true })).toEqual({ kind: 'close' });
    expect(closeTarget({ requiresAgreeing: true, editMode: true, tab, canGoBack: true })).toEqual({ kind: 'close' });
  });

  it('goes to the tab beside, else back, else opens again', () => {
    expect(closeTarget({ requiresAgreeing: true, editMode: false, tab, canGoBack: true })).toEqual({ kind: 'tab', tab });
    expect(closeTarget({ requiresAgreeing: true, editMode: false, tab: null, canGoBack: true })).toEqual({ kind: 'back' });
    expect(closeTarget({ requiresAgreeing: true, editMode: false, tab: null, canGoBack: false })).toEqual({ kind: 'reopen' });
  });
});
