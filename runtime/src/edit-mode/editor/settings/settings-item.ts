import { moduleTarget, pageTarget, type Block, type Module, type PageSummary, type PermissionSubject, type PermissionTarget } from '@tessera/schemas';
import type { SettingsTarget } from '../../editor-draft.ts';
import type { BlockGrants } from '../../block-grants.ts';
import type { PageScope } from '../page/page-scope.ts';

/** What the settings panel is open for, found on the page being edited. */
export type SettingsItem =
  | { kind: 'block'; block: Block; subject: PermissionSubject; target: PermissionTarget; mayUpdate: boolean }
  | { kind: 'page'; page: PageSummary; subject: PermissionSubject; target: PermissionTarget }
  | { kind: 'module'; module: Module; subject: PermissionSubject; target: PermissionTarget };

/**
 * The item `target` names, as the page shows it (unsaved edits included); null once it is gone. A
 * block is one of the open page's; a page or module is any of the site's (`modules`), since the
 * header and the drawer offer the settings of every one.
 */
export function settingsItem(target: SettingsTarget, { page }: PageScope, modules: readonly Module[], grants: BlockGrants, blockEdits: Record<number, Block>): SettingsItem | null {
  switch (target.kind) {
    case 'block': {
      const block = blockEdits[target.id] ?? page.blocks.find((candidate) => candidate.id === target.id);
      return block
        ? { kind: 'block', block, subject: `items.blocks.${block.type}`, target: grants.placeOf(block.id), mayUpdate: grants.mayChange('update', block) }
        : null;
    }
    case 'page': {
      const summary = modules.flatMap((module) => module.children).find((candidate) => candidate.id === target.id);
      return summary ? { kind: 'page', page: summary, subject: 'items.pages', target: pageTarget(summary.id, summary.moduleId) } : null;
    }
    case 'module': {
      const module = modules.find((candidate) => candidate.id === target.id);
      return module ? { kind: 'module', module, subject: 'items.modules', target: moduleTarget(module.id) } : null;
    }
  }
}

export const itemId = (item: SettingsItem) => (item.kind === 'block' ? item.block.id : item.kind === 'page' ? item.page.id : item.module.id);
