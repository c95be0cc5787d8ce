import { describe, expect, it } from 'vitest';
import type { Module } from '@tessera/schemas';
import { headerDrop, moved } from './header-drop.ts';
import { routeAfterPageMove } from './route-after-move.ts';

const module = (id: number, pageIds: number[]): Module => ({
  id, key: `m${id}`, slug: `m${id}`, name: `Module ${id}`, childIds: pageIds,
  children: pageIds.map((pageId) => ({ id: pageId, key: `p${pageId}`, slug: `p${pageId}`, name: `Page ${pageId}`, moduleId: id, type: 'other', width: 'fixed' })),
});
const modules = [module(1, [11, 12, 13]), module(2, [21]), module(3, [])];

describe('moved', () => {
  it('puts the item where the target stood, moving down or up', () => {
    expect(moved([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(moved([1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3]);
  });
  it('leaves the order alone when either id is unknown', () => {
    expect(moved([1, 2], 9, 1)).toEqual([1, 2]);
  });
});

describe('headerDrop', () => {
  it('reorders the modules when a module tab lands on another', () => {
    expect(headerDrop(modules, { kind: 'module', moduleId: 3 }, { kind: 'module', moduleId: 1 })).toEqual({ kind: 'orderModules', order: [3, 1, 2] });
  });
  it('reorders the pages of a module inside its sub-bar', () => {
    expect(headerDrop(modules, { kind: 'page', moduleId: 1, pageId: 11 }, { kind: 'page', moduleId: 1, pageId: 13 }))
      .toEqual({ kind: 'orderPages', moduleId: 1, order: [12, 13, 11] });
  });
  it('asks to move a page dropped on another module tab', () => {
    expect(headerDrop(modules, { kind: 'page', moduleId: 1, pageId: 12 }, { kind: 'module', moduleId: 2 }))
      .toEqual({ kind: 'movePage', pageId: 12, fromModuleId: 1, toModuleId: 2 });
  });
  it.each([
    ['nothing under the pointer', { kind: 'module', moduleId: 1 }, null],
    ['a module dropped where it started', { kind: 'module', moduleId: 1 }, { kind: 'module', moduleId: 1 }],
    ['a module dropped on a page', { kind: 'module', moduleId: 2 }, { kind: 'page', moduleId: 1, pageId: 11 }],
    ['a page dropped on its own module tab', { kind: 'page', moduleId: 1, pageId: 11 }, { kind: 'module', moduleId: 1 }],
    ['a page dropped on itself', { kind: 'page', moduleId: 1, pageId: 11 }, { kind: 'page', moduleId: 1, pageId: 11 }],
  ] as const)('changes nothing for %s', (_label, active, over) => {
    expect(headerDrop(modules, active, over)).toBeNull();
  });
});

describe('routeAfterPageMove', () => {
  const [first] = modules;
  it('stays put when the moved page was not open', () => {
    expect(routeAfterPageMove(first!, 12, 11)).toBeNull();
  });
  it('opens the first page left in the module when the moved page was open', () => {
    expect(routeAfterPageMove(first!, 11, 11)).toBe('/m1/p12');
  });
  it('opens the module route when no page is left', () => {
    expect(routeAfterPageMove(module(2, [21]), 21, 21)).toBe('/m2');
  });
});
