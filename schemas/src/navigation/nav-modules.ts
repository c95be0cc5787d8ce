import type { Module } from '../generated/model.ts';

/** The state of the module bar. */
export interface NavModulesOptions {
  editMode: boolean;
  /** The module the open page belongs to. */
  currentModuleId?: number;
}

/**
 * The modules that get a tab in the module bar, in the given order (shell spec §5, tab visibility).
 * Archived modules never show. In edit mode every other module shows, so admins can reach hidden
 * and abstract ones. Outside edit mode hideFromNav and abstract modules are left out, except that
 * an abstract current module is added as an extra tab at the end. A hideFromNav current module
 * stays hidden: the spec adds only abstract modules back.
 */
export function navModules(modules: Module[], opts: NavModulesOptions): Module[] {
  const live = modules.filter((module) => module.archived !== true);
  if (opts.editMode) return live;
  const tabs = live.filter((module) => module.hideFromNav !== true && module.isAbstract !== true);
  const current = live.find((module) => module.id === opts.currentModuleId);
  return current?.isAbstract === true ? [...tabs, current] : tabs;
}
