import { describe, expect, it } from 'vitest';
import { can as evaluate, itemGrant, type ItemPermission, type ItemRef, type Page } from '@tessera/schemas';
import type { Can } from '../permissions/use-can.ts';
import { blockGrants, pageLayout } from './block-grants.ts';

const LEARN = 5;
const HOME = 1;
// Page 12 (of the module given): 1 heading; 2 columns [3 | 4 tabs(5, 6)]; 3 also in the page's column.
const pageIn = (moduleId: number): Page => ({
  id: 12, key: 'p', slug: 'p', name: 'P', moduleId, type: 'other', width: 'fixed',
  positions: { 'col-0': [1, 2, 3] },
  blocks: [
    { id: 1, key: 'h', type: 'heading' },
    { id: 2, key: 'c', type: 'columns', columns: [6, 6], positions: { 'col-0': [3], 'col-1': [4] } },
    { id: 3, key: 't', type: 'richText' },
    { id: 4, key: 'tabs', type: 'tabs', children: [5, 6] },
    { id: 5, key: 'a', type: 'richText' },
    { id: 6, key: 'b', type: 'image' },
  ],
});
const holding = (...grants: [ItemRef, Pick<ItemPermission, 'action' | 'subject'>][]): Can =>
  (action, subject, target) => evaluate({ isAdmin: false, permissions: grants.map((args) => itemGrant(...args)) }, action, subject, target);
const learnBlocks = (...actions: ItemPermission['action'][]) =>
  holding(...actions.map((action) => [{ kind: 'module', id: LEARN }, { action, subject: 'items.blocks' }] as [ItemRef, Pick<ItemPermission, 'action' | 'subject'>]));

describe('pageLayout', () => {
  it("reads a block's spots as the server's tree does: page columns, a columns block's columns, a tabs block's children", () => {
    const layout = pageLayout(pageIn(LEARN));
    expect(layout.usagesOf(2)).toEqual([{ parentType: 'page', parentId: 12 }]);
    expect(layout.usagesOf(3)).toEqual([{ parentType: 'page', parentId: 12 }, { parentType: 'block', parentId: 2 }]);
    expect(layout.usagesOf(5)).toEqual([{ parentType: 'block', parentId: 4 }]);
    expect(layout.usagesOf(99)).toEqual([]);
  });
});

describe('blockGrants', () => {
  const editor = learnBlocks('create', 'update', 'delete', 'move');

  it('allows in the granted module what the grants name, and nothing in another module', () => {
    const learn = blockGrants(editor, pageIn(LEARN));
    const home = blockGrants(editor, pageIn(HOME));
    const heading = { id: 1, type: 'heading' };
    const onPage = { parentType: 'page', parentId: 12 } as const;
    expect([learn.mayChange('update', heading), learn.mayChange('delete', heading), learn.mayCreate('heading', onPage)]).toEqual([true, true, true]);
    expect([home.mayChange('update', heading), home.mayChange('delete', heading), home.mayCreate('heading', onPage)]).toEqual([false, false, false]);
  });

  it('asks each action for itself: update alone does not allow delete, create or move', () => {
    const updater = blockGrants(learnBlocks('update'), pageIn(LEARN));
    expect(updater.mayChange('update', { id: 1, type: 'heading' })).toBe(true);
    expect(updater.mayChange('delete', { id: 1, type: 'heading' })).toBe(false);
    expect(updater.mayCreate('heading', { parentType: 'page', parentId: 12 })).toBe(false);
    expect(updater.mayMove({ id: 5, type: 'richText' }, { parentType: 'block', parentId: 4 })).toBe(false);
  });

  it('reaches blocks nested in a block the grant is kept on, and new blocks put inside it', () => {
    const tabsEditor = blockGrants(holding([{ kind: 'block', id: 4 }, { action: 'create', subject: 'items.blocks' }], [{ kind: 'block', id: 4 }, { action: 'move', subject: 'items.blocks.richText' }]), pageIn(HOME));
    expect(tabsEditor.mayCreate('image', { parentType: 'block', parentId: 4 })).toBe(true);
    expect(tabsEditor.mayCreate('image', { parentType: 'block', parentId: 2 })).toBe(false);
    expect(tabsEditor.mayMove({ id: 5, type: 'richText' }, { parentType: 'block', parentId: 4 })).toBe(true);
    expect(tabsEditor.mayMove({ id: 6, type: 'image' }, { parentType: 'block', parentId: 4 })).toBe(false);
    // Out of the tabs block: the grant covers where it lies, not where it goes.
    expect(tabsEditor.mayMove({ id: 5, type: 'richText' }, { parentType: 'page', parentId: 12 })).toBe(false);
  });

  it('places a block used in two spots only in the holders they share', () => {
    const columnsEditor = blockGrants(holding([{ kind: 'block', id: 2 }, { action: 'update', subject: 'items.blocks' }]), pageIn(HOME));
    expect(columnsEditor.mayChange('update', { id: 4, type: 'tabs' })).toBe(true);
    expect(columnsEditor.mayChange('update', { id: 3, type: 'richText' })).toBe(false);
  });

  it('checks a move from where the block lay when it was captured on another page', () => {
    const learn = blockGrants(editor, pageIn(LEARN));
    const fromHome = blockGrants(editor, pageIn(HOME)).placeOf(1);
    expect(learn.mayMove({ id: 1, type: 'heading' }, { parentType: 'page', parentId: 12 }, fromHome)).toBe(false);
    expect(learn.mayMove({ id: 1, type: 'heading' }, { parentType: 'page', parentId: 12 })).toBe(true);
  });

  it('allows an admin everything and a member nothing', () => {
    const admin = blockGrants(() => true, pageIn(HOME));
    const member = blockGrants(holding(), pageIn(LEARN));
    expect(admin.mayChange('delete', { id: 1, type: 'heading' })).toBe(true);
    expect(member.mayCreate('heading', { parentType: 'page', parentId: 12 })).toBe(false);
  });
});
