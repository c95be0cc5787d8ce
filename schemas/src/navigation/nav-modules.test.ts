import { describe, expect, it } from 'vitest';
import type { Module } from '../generated/model.ts';
import { navModules, type NavModulesOptions } from './nav-modules.ts';

const mod = (id: number, flags: Pick<Module, 'isAbstract' | 'hideFromNav' | 'archived'> = {}): Module => ({
  id, key: `m${id}`, slug: `m${id}`, name: `Module ${id}`, childIds: [], children: [], ...flags,
});

// 1 plain, 2 hidden, 3 abstract, 4 archived, 5 plain, 6 archived and abstract
const modules = [mod(1), mod(2, { hideFromNav: true }), mod(3, { isAbstract: true }), mod(4, { archived: true }), mod(5), mod(6, { archived: true, isAbstract: true })];

describe('navModules', () => {
  it.each<[string, NavModulesOptions, number[]]>([
    ['outside edit mode hidden, abstract and archived modules are left out', { editMode: false }, [1, 5]],
    ['in edit mode all but archived modules show', { editMode: true }, [1, 2, 3, 5]],
    ['an abstract current module is added as an extra tab at the end', { editMode: false, currentModuleId: 3 }, [1, 5, 3]],
    ['in edit mode the abstract current module keeps its place', { editMode: true, currentModuleId: 3 }, [1, 2, 3, 5]],
    ['a plain current module is not repeated', { editMode: false, currentModuleId: 1 }, [1, 5]],
    ['a hideFromNav current module stays hidden', { editMode: false, currentModuleId: 2 }, [1, 5]],
    ['an archived current module never shows', { editMode: false, currentModuleId: 6 }, [1, 5]],
  ])('%s', (_label, opts, ids) => {
    expect(navModules(modules, opts).map((m) => m.id)).toEqual(ids);
  });
});
