import { describe, expect, it } from 'vitest';
import type { Module, Page } from '@tessera/schemas';
import type { BlockGrants } from '../../block-grants.ts';
import { settingsItem } from './settings-item.ts';

const module = (id: number, pageIds: number[]): Module => ({
  id, key: `m${id}`, slug: `m${id}`, name: `Module ${id}`, childIds: pageIds,
  children: pageIds.map((pageId) => ({ id: pageId, key: `p${pageId}`, slug: `p${pageId}`, name: `Page ${pageId}`, moduleId: id, type: 'other', width: 'fixed' })),
});
const modules = [module(1, [11, 12]), module(2, [21])];
const openPage = { id: 11, moduleId: 1, blocks: [] } as unknown as Page;
const scope = { page: openPage, module: modules[0]! };
const grants = {} as BlockGrants; // no block in these cases

describe('settingsItem', () => {
  it('finds a page of another module, with its own permission target', () => {
    expect(settingsItem({ kind: 'page', id: 21 }, scope, modules, grants, {})).toMatchObject({
      kind: 'page', page: { id: 21, name: 'Page 21' }, subject: 'items.pages', target: { subjectId: 21, within: [{ kind: 'module', id: 2 }] },
    });
  });

  it('targets the page asked for, not the open one', () => {
    expect(settingsItem({ kind: 'page', id: 12 }, scope, modules, grants, {})).toMatchObject({ page: { id: 12 }, target: { subjectId: 12 } });
  });

  it('finds any module of the site, not only the open page’s', () => {
    expect(settingsItem({ kind: 'module', id: 2 }, scope, modules, grants, {})).toMatchObject({ kind: 'module', module: { id: 2 }, target: { subjectId: 2 } });
  });

  it('is null once the item is gone', () => {
    expect(settingsItem({ kind: 'module', id: 9 }, scope, modules, grants, {})).toBeNull();
    expect(settingsItem({ kind: 'page', id: 99 }, scope, modules, grants, {})).toBeNull();
  });
});
