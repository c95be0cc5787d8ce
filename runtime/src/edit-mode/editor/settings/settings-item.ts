import type { Block, Module, PageSummary, PermissionSubject, PermissionTarget } from '@tessera/schemas';
import type { SettingsTarget } from '../../editor-draft.ts';
import type { BlockGrants } from '../../block-grants.ts';
import { theModule, thePage } from '../page/item-targets.ts';
import type { PageScope } from '../page/page-scope.ts';

/** What the settings panel is open for, found on the page being edited. */
export type SettingsItem =
  | { kind: 'block'; block: Block; subject: PermissionSubject; target: PermissionTarget; mayUpdate: boolean }
  | { kind: 'page'; page: PageSummary; subject: PermissionSubject; target: PermissionTarget }
  | { kind: 'module'; module: Module; subject: PermissionSubject; target: PermissionTarget };

/** The item `target` names, as the page shows it (unsaved edits included); null once it is gone. */
export function settingsItem(target: SettingsTarget, scope: PageScope, grants: BlockGrants, blockEdits: Record<number, Block>): SettingsItem | null {
  const { page, module } = scope;
  switch (target.kind) {
    case 'block': {
      const block = blockEdits[target.id] ?? page.blocks.find((candidate) => candidate.id === target.id);
      return block
        ? { kind: 'block', block, subject: `items.blocks.${block.type}`, target: grants.placeOf(block.id), mayUpdate: grants.mayChange('update', block) }
        : null;
    }
    case 'page': {
      const summary = module.children.find((candidate) => candidate.id === target.id);
      return summary ? { kind: 'page', page: summary, subject: 'items.pages', target: thePage(scope) } : null;
    }
    case 'module':
      return module.id === target.id ? { kind: 'module', module, subject: 'items.modules', target: theModule(scope) } : null;
  }
}

export const itemId = (item: SettingsItem) => (item.kind === 'block' ? item.block.id : item.kind === 'page' ? item.page.id : item.module.id);
