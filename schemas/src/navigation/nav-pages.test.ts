import { describe, expect, it } from 'vitest';
import type { Module, PageSummary } from '../generated/model.ts';
import { navPages, type NavPagesOptions } from './nav-pages.ts';

const page = (id: number, flags: Pick<PageSummary, 'isAbstract' | 'hideFromNav'> = {}): PageSummary => ({
  id, key: `p${id}`, slug: `p${id}`, name: `Page ${id}`, moduleId: 1, type: 'other', width: 'fixed', ...flags,
});

// 1 plain, 2 hidden, 3 abstract, 4 abstract and hidden, 5 plain
const module: Module = {
  id: 1, key: 'm', slug: 'm', name: 'Module', childIds: [1, 2, 3, 4, 5],
  children: [page(1), page(2, { hideFromNav: true }), page(3, { isAbstract: true }), page(4, { isAbstract: true, hideFromNav: true }), page(5)],
};

describe('navPages', () => {
  it.each<[string, NavPagesOptions, number[]]>([
    ['outside edit mode hidden pages are left out', { editMode: false }, [1, 3, 5]],
    ['in edit mode every page shows', { editMode: true }, [1, 2, 3, 4, 5]],
    ['the current hidden page shows outside edit mode', { editMode: false, currentPageId: 2 }, [1, 2, 3, 5]],
    ['the drawer leaves out abstract and hidden pages', { editMode: false, drawer: true }, [1, 5]],
    ['the drawer leaves them out in edit mode too', { editMode: true, drawer: true }, [1, 5]],
    ['the drawer still shows the current page', { editMode: false, drawer: true, currentPageId: 4 }, [1, 4, 5]],
  ])('%s', (_label, opts, ids) => {
    expect(navPages(module, opts).map((p) => p.id)).toEqual(ids);
  });

  it('keeps the module order', () => {
    const reversed = { ...module, children: [...module.children].reverse() };
    expect(navPages(reversed, { editMode: true }).map((p) => p.id)).toEqual([5, 4, 3, 2, 1]);
  });
});
