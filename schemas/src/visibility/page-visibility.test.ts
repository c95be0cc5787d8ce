import { describe, expect, it } from 'vitest';
import type { Module, PageSummary, Structure } from '../generated/model.ts';
import { mayViewPage, pagesHiddenFrom, structureForViewer, type PageViewer } from './page-visibility.ts';

const page = (id: number, visibleToLists?: number[]): PageSummary => ({
  id, key: `p${id}`, slug: `p${id}`, name: `Page ${id}`, moduleId: 1, type: 'other', width: 'fixed', ...(visibleToLists && { visibleToLists }),
});
const member = (memberships: PageViewer['listMemberships'] = []): PageViewer => ({ isAdmin: false, permissions: [], listMemberships: memberships });

// 1 everyone, 2 lists 7 or 8 (the module's default page), 3 an empty list of lists (everyone)
const module: Module = { id: 1, key: 'm', slug: 'm', name: 'M', childIds: [1, 2, 3], defaultPage: 2, children: [page(1), page(2, [7, 8]), page(3, [])] };
const structure: Structure = { modules: [module] };

describe('mayViewPage', () => {
  it.each<[string, PageViewer, boolean]>([
    ['an accepted member of one of the lists sees it', member([{ userListId: 8, state: 'accepted' }]), true],
    ['a member who only applied does not', member([{ userListId: 7, state: 'applied' }]), false],
    ['a member of another list does not', member([{ userListId: 9, state: 'accepted' }]), false],
    ['an admin does', { ...member(), isAdmin: true }, true],
    ['someone who may edit the page does', { ...member(), permissions: [{ action: 'manageEditMode', subject: 'items.pages', subjectId: 2 }] }, true],
    ['someone who may edit another page does not', { ...member(), permissions: [{ action: 'manageEditMode', subject: 'items.pages', subjectId: 1 }] }, false],
  ])('%s', (_label, viewer, shown) => {
    expect(mayViewPage(viewer, page(2, [7, 8]))).toBe(shown);
  });

  it('a page naming no lists shows to everyone', () => {
    expect(mayViewPage(member(), page(1))).toBe(true);
    expect(mayViewPage(member(), page(3, []))).toBe(true);
  });
});

describe('structureForViewer', () => {
  it('leaves out the pages the viewer may not view, and a default page among them', () => {
    const [seen] = structureForViewer(structure, member()).modules;
    expect(seen?.children.map((p) => p.id)).toEqual([1, 3]);
    expect(seen?.childIds).toEqual([1, 3]);
    expect(seen?.defaultPage).toBeNull();
  });

  it('returns the same structure when every page may be viewed', () => {
    expect(structureForViewer(structure, member([{ userListId: 7, state: 'accepted' }]))).toBe(structure);
  });

  it('names the pages hidden from the viewer', () => {
    expect([...pagesHiddenFrom(structure, member([{ userListId: 9, state: 'accepted' }]))]).toEqual([2]);
  });
});
