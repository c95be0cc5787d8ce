import type { Module } from '@tessera/schemas';
import { describe, expect, it } from 'vitest';
import { buildSiteStructure } from './site-structure.ts';

function module(id: number, key: string, extra: Partial<Module> = {}): Module {
  return {
    id, key, slug: key, name: key, childIds: [id * 10],
    children: [{ id: id * 10, key: 'home', slug: 'home', name: 'Home', moduleId: id, type: 'other', width: 'fixed' }],
    ...extra,
  };
}

describe('buildSiteStructure', () => {
  const structure = buildSiteStructure(
    [module(1, 'zeta'), module(2, 'alpha'), module(3, 'beta', { archived: true }), module(4, 'gamma')],
    [4, 1],
  );

  it('orders modules by moduleOrder, then by key, and leaves archived ones out', () => {
    expect(structure.visible.modules.map((m) => m.key)).toEqual(['gamma', 'zeta', 'alpha']);
  });

  it('finds modules and pages by slug, archived ones included', () => {
    expect(structure.moduleBySlug('beta')?.id).toBe(3);
    expect(structure.pageId('alpha', 'home')).toBe(20);
    expect(structure.pageId('alpha', 'missing')).toBeUndefined();
    expect(structure.hasPage(30)).toBe(true);
    expect(structure.hasPage(31)).toBe(false);
  });
});
