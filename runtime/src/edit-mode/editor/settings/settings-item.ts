import type { Block, Module, PageSummary, PermissionSubject } from '@tessera/schemas';
import type { SettingsTarget } from '../../editor-draft.ts';
import type { PageScope } from '../page/page-scope.ts';

/** What the settings panel is open for, found on the page being edited. */
export type SettingsItem =
  | { kind: 'block'; block: Block; subject: PermissionSubject }
  | { kind: 'page'; page: PageSummary; subject: PermissionSubject }
  | { kind: 'module'; module: Module; subject: PermissionSubject };

/** The item `target` names, as the page shows it (unsaved edits included); null once it is gone. */
export function settingsItem(target: SettingsTarget, { page, module }: PageScope, blockEdits: Record<number, Block>): SettingsItem | null {
  switch (target.kind) {
    case 'block': {
      const block = blockEdits[target.id] ?? page.blocks.find((candidate) => candidate.id === target.id);
      return block ? { kind: 'block', block, subject: `items.blocks.${block.type}` } : null;
    }
    case 'page': {
      const summary = module.children.find((candidate) => candidate.id === target.id);
      return summary ? { kind: 'page', page: summary, subject: 'items.pages' } : null;
    }
    case 'module':
      return module.id === target.id ? { kind: 'module', module, subject: 'items.modules' } : null;
  }
}

export const itemId = (item: SettingsItem) => (item.kind === 'block' ? item.block.id : item.kind === 'page' ? item.page.id : item.module.id);
