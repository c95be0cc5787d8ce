import type { Module } from '@tessera/schemas';
import { TabLink } from '../../shell/tabs/TabLink.tsx';
import type { TabItem } from '../../shell/tabs/tab-items.ts';
import { EditItemButton } from './EditItemButton.tsx';
import { useSortableHeaderItem } from './use-sortable-header-item.tsx';

export interface SortableModuleTabProps {
  module: Module;
  tab: TabItem;
  /** move on items.modules: the grip shows. */
  canMove: boolean;
}

/**
 * A module tab in edit mode: a grip to drag it along the bar, the tab's link, and its cog. While a
 * page of another module is held, the tab is a drop zone for it (shell spec §4 "Page drag").
 */
export function SortableModuleTab({ module, tab, canMove }: SortableModuleTabProps) {
  const { rowProps, grip } = useSortableHeaderItem({ kind: 'module', moduleId: module.id }, module.name, canMove);
  return (
    <li className="edit-tab" {...rowProps}>
      {grip}
      <TabLink tab={tab} className="module-tabs__link edit-tab__link" />
      <EditItemButton kind="module" item={module} />
    </li>
  );
}
